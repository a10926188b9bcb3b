// Fails the production build if something that must never ship is in dist/: the service-role key
// (or any JWT granting that role), the name of a server secret, or a source map (a .map file, or a
// bundle pointing at one), which would hand out the app's source to anyone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const distDir = process.argv[2] ?? 'dist';
const FORBIDDEN = [
  { pattern: /service_role/, why: 'mentions the service role (its key must stay on the server)' },
  { pattern: /SUPABASE_SERVICE_ROLE|JWT_SECRET/, why: 'names a server secret' },
  { pattern: /__plannerBench/, why: 'exposes the replica to benchmarks (bench builds only)' },
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const SOURCE_MAP_COMMENT = /[#@] sourceMappingURL=/;

/** Any JWT in the bundle must be an anon key: decode its payload and check the role. */
function privilegedJwts(text) {
  const found = [];
  for (const [token] of text.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
    try {
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
      if (claims.role && claims.role !== 'anon') found.push(claims.role);
    } catch {
      // Not a JWT after all.
    }
  }
  return found;
}

const problems = [];
for (const path of files(distDir)) {
  if (path.endsWith('.map')) {
    problems.push(`${path} is a source map (it would be served with the app)`);
    continue;
  }
  const text = readFileSync(path, 'utf8');
  if (/\.(m?js|css)$/.test(path) && SOURCE_MAP_COMMENT.test(text))
    problems.push(`${path} points at a source map`);
  for (const { pattern, why } of FORBIDDEN) if (pattern.test(text)) problems.push(`${path} ${why}`);
  for (const role of privilegedJwts(text))
    problems.push(`${path} embeds a JWT with role '${role}'`);
}
if (problems.length > 0) {
  console.error(`dist/ must not ship these:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('dist/ holds no server secret, no test-only code and no source map.');
