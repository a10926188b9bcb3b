// `npm run seed`: opens the local database as `npm start` would (DATA_DIR or DATABASE_URL), applies
// the migrations and the auth schema, and creates the demo world if it is not there yet.
import { resolve } from 'node:path';
import { applyAuthSchema } from '../local/auth';
import { openDatabase } from '../local/database';
import { DEMO_SCHOOL_INVITE_LINE, formatDemoAccounts } from './demo-accounts';
import { seedDemo } from './seed-demo';

const databaseUrl = process.env.DATABASE_URL || undefined;
// The demo passwords are public: never put them on a server that is not on this machine.
if (
  databaseUrl &&
  !/@(localhost|127\.0\.0\.1|\[::1\])[:/]/.test(databaseUrl) &&
  process.env.SEED_ALLOW_REMOTE !== 'true'
) {
  console.error(
    'DATABASE_URL is not on this machine; the demo accounts have public passwords. Set SEED_ALLOW_REMOTE=true to seed it anyway.',
  );
  process.exit(1);
}

// openDatabase takes the data directory's lock, so this refuses to run beside a running `npm start`.
const database = await openDatabase({
  dataDir: resolve(process.env.DATA_DIR ?? '.local'),
  databaseUrl,
});
try {
  await applyAuthSchema(database.sql);
  const result = await seedDemo(database.sql);
  console.log(
    result.seeded
      ? `Seeded the demo school (${result.lessons} lessons).`
      : 'The demo data is already there; nothing to do.',
  );
  console.log(formatDemoAccounts());
  console.log(DEMO_SCHOOL_INVITE_LINE);
} finally {
  await database.close();
}
