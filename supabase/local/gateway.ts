import { Hono } from 'hono';
import { securityHeaders } from './security-headers';
import { serveApp } from './static-app';

export type GatewayOptions = {
  distDir: string;
  /** The origin browsers use to reach this gateway, written into /config.json. */
  publicUrl: string;
  anonKey: string;
  startedAt: Date;
};

/**
 * One origin for everything, as hosted Supabase plus a static host would look to the app:
 * the built PWA, /config.json, /health, and (issue 3) /auth/v1, /rest/v1, /functions/v1.
 */
export function createGateway({ distDir, publicUrl, anonKey, startedAt }: GatewayOptions): Hono {
  const app = new Hono();
  const headers = securityHeaders([]);

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.get('/health', (c) =>
    c.json({
      status: 'ok',
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    }),
  );

  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ supabaseUrl: publicUrl, supabaseAnonKey: anonKey });
  });

  // Backend paths that do not exist yet must answer as an API would, never with the app shell.
  for (const prefix of ['/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1']) {
    app.all(`${prefix}/*`, (c) =>
      c.json({ code: 'NOT_IMPLEMENTED', message: `${prefix} is not available yet` }, 501),
    );
  }

  app.all('*', serveApp(distDir));
  return app;
}
