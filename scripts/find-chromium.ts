// Browser tests use Debian's Chromium, never a downloaded browser (the machines have no network for
// browser downloads, and one system browser keeps runs reproducible).
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = env.CHROMIUM_PATH ? [env.CHROMIUM_PATH] : CHROMIUM_CANDIDATES;
  for (const path of candidates) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // try the next one
    }
  }
  return null;
}

export const CHROMIUM_MISSING_MESSAGE = [
  'No Chromium found for the browser tests.',
  "  Install Debian's: sudo apt-get update && sudo apt-get install -y chromium",
  '  or point CHROMIUM_PATH at an existing Chromium binary.',
  '  (Downloaded browsers such as `npx playwright install` are not used.)',
].join('\n');

/** Flags that keep a headless Chromium quiet on a machine without general network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
