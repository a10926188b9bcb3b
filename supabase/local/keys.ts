import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signJwt } from './jwt';

export type ProjectKeys = { jwtSecret: string; anonKey: string; serviceRoleKey: string };

const SECRET_FILE = 'jwt-secret';
/** The API keys are long-lived like hosted Supabase's; rotating the secret file rotates them. */
const API_KEY_LIFETIME_S = 10 * 365 * 24 * 60 * 60;

/**
 * One JWT secret per data directory, generated on first start and kept (mode 0600), so tokens and
 * keys survive restarts. The anon and service keys are derived from it, never stored.
 */
export async function loadProjectKeys(dataDir: string, now = new Date()): Promise<ProjectKeys> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, SECRET_FILE);
  let jwtSecret: string;
  try {
    jwtSecret = (await readFile(path, 'utf8')).trim();
  } catch {
    jwtSecret = randomBytes(48).toString('base64url');
    await writeFile(path, `${jwtSecret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => {
      // Another process created it first; use theirs.
      jwtSecret = (await readFile(path, 'utf8')).trim();
    });
  }
  const iat = Math.floor(now.getTime() / 1000);
  const key = (role: string) =>
    signJwt({ iss: 'supabase', role, iat, exp: iat + API_KEY_LIFETIME_S }, jwtSecret);
  return { jwtSecret, anonKey: key('anon'), serviceRoleKey: key('service_role') };
}
