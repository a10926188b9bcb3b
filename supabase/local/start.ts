import { serve } from '@hono/node-server';
import { resolve } from 'node:path';
import { ensureBuilt } from './ensure-built';
import { createGateway } from './gateway';
import { loadProjectKeys } from './keys';

/**
 * `npm start`: the whole product on one origin. Settings come from the environment:
 * PORT (54321), HOST (127.0.0.1), DATA_DIR (.local), DIST_DIR (dist), BUILD (if-needed | never).
 */
const root = process.cwd();
const port = Number(process.env.PORT ?? 54321);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(root, process.env.DATA_DIR ?? '.local');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a whole number from 1 to 65535, got '${process.env.PORT}'.`);
  process.exit(1);
}

if (process.env.BUILD !== 'never') await ensureBuilt(root, distDir);
const keys = await loadProjectKeys(dataDir);
const publicUrl =
  process.env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const app = createGateway({ distDir, publicUrl, anonKey: keys.anonKey, startedAt: new Date() });

const server = serve({ fetch: app.fetch, port, hostname: host }, () => {
  console.log(`Lesson Planner is running at ${publicUrl}`);
  console.log(`  data directory: ${dataDir}`);
  console.log('  stop with Ctrl+C');
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another.` : error,
  );
  process.exit(1);
});

function shutdown(signal: string) {
  console.log(`\n${signal}: shutting down…`);
  server.close(() => process.exit(0));
  // Keep-alive connections can hold close() open; do not hang the terminal.
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
