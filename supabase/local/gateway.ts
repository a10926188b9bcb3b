import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  hostingAnalyticsOrigin,
  type HostingAnalytics,
} from '../../src/shared/lib/hosting-analytics/hosting-analytics-config';
import { apiFamilyOf } from './limits/limits';
import { limitRequestBody } from './limits/request-limits';
import { restProxy } from './rest-proxy';
import {
  API_CORS_HEADERS,
  API_PREFLIGHT_HEADERS,
  securityHeaders,
  transportSecurityHeaders,
} from './security-headers';
import { serveApp } from './static-app';
import type { StorageHandler } from './storage/storage-handler';

/** What a function handler gets besides the request (hosted functions read these from env). */
export type FunctionContext = {
  name: string;
  /** The gateway's public origin (hosted: SUPABASE_URL). */
  supabaseUrl: string;
  /** Hosted: SUPABASE_ANON_KEY. */
  anonKey: string;
};

/** A web-standard edge function, as Deno.serve runs it hosted. */
export type FunctionHandler = (request: Request, context: FunctionContext) => Promise<Response>;

export type HealthProbes = {
  database(): Promise<{ ok: boolean; latency_ms: number; error?: string }>;
  postgrest(): Promise<boolean>;
};

export type GatewayOptions = {
  distDir: string;
  /** The origin browsers use to reach this gateway, written into /config.json. */
  publicUrl: string;
  anonKey: string;
  startedAt: Date;
  /** Verifies `apikey` on /rest/v1. Required with `rest`. */
  jwtSecret?: string;
  /** PostgREST's base URL now (null while restarting); without it /rest/v1 answers 501. */
  rest?: () => string | null;
  /** The GoTrue-compatible app (supabase/local/auth createAuthApp), mounted at /auth/v1. */
  auth?: Hono;
  /** /functions/v1/<name> → handler. */
  functions?: Record<string, FunctionHandler>;
  /** /storage/v1 (supabase/local/storage); without it /storage/v1 answers 501. */
  storage?: StorageHandler;
  /** Readiness checks for /health; without them /health reports liveness only. */
  health?: HealthProbes;
  /**
   * The hosting provider's page-view tracker (ANALYTICS_* settings): named in /config.json and
   * its origin allowed in the CSP's connect-src. Absent (the default): neither.
   */
  analytics?: HostingAnalytics | null;
};

const notImplemented = (prefix: string) => () =>
  new Response(
    JSON.stringify({ code: 'NOT_IMPLEMENTED', message: `${prefix} is not available yet` }),
    {
      status: 501,
      headers: { 'Content-Type': 'application/json' },
    },
  );

/**
 * One origin for everything, as hosted Supabase plus a static host would look to the app:
 * the built PWA, /config.json, /health, /auth/v1, /rest/v1 (PostgREST), /functions/v1.
 */
export function createGateway(options: GatewayOptions): Hono {
  const { distDir, publicUrl, anonKey, startedAt } = options;
  const app = new Hono();
  const analytics = options.analytics ?? null;
  // The tracker's origin is allowed only while there is one: a CSP that always allowed it would
  // let any script that got in send the page's data there.
  const connectOrigins = analytics ? [hostingAnalyticsOrigin(analytics)] : [];
  const headers = { ...securityHeaders(connectOrigins), ...transportSecurityHeaders(publicUrl) };

  app.use(async (c, next) => {
    await next();
    // A stored file keeps its own stricter headers (CSP sandbox, attachment); the rest get ours.
    addHeaders(c, headers, !c.req.path.startsWith('/storage/v1/'));
  });
  app.use(apiEdges);

  // Liveness is "this answers at all"; readiness is the JSON status (503 until every part is up).
  app.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    const base = {
      startedAt: startedAt.toISOString(),
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    };
    if (!options.health) return c.json({ status: 'ok', ...base });
    const [database, postgrest] = await Promise.all([
      options.health.database(),
      options.health.postgrest(),
    ]);
    const ok = database.ok && postgrest;
    return c.json(
      { status: ok ? 'ok' : 'degraded', ...base, database, postgrest: { ok: postgrest } },
      ok ? 200 : 503,
    );
  });

  app.get('/config.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({
      supabaseUrl: publicUrl,
      supabaseAnonKey: anonKey,
      ...(analytics ? { analytics } : {}),
    });
  });

  if (options.auth) app.route('/auth/v1', options.auth);
  else app.all('/auth/v1/*', notImplemented('/auth/v1'));

  if (options.rest) {
    if (!options.jwtSecret) throw new Error('createGateway: rest needs jwtSecret');
    const proxy = restProxy({ upstream: options.rest, jwtSecret: options.jwtSecret, publicUrl });
    app.all('/rest/v1', proxy);
    app.all('/rest/v1/*', proxy);
  } else {
    app.all('/rest/v1/*', notImplemented('/rest/v1'));
  }

  const functions = options.functions ?? {};
  app.all('/functions/v1/:name{[^/]+}/*', (c) => runFunction(c.req.param('name'), c.req.raw));
  app.all('/functions/v1/:name{[^/]+}', (c) => runFunction(c.req.param('name'), c.req.raw));
  app.all('/functions/v1/*', () => functionNotFound());
  function runFunction(name: string, request: Request): Promise<Response> | Response {
    const handler = Object.hasOwn(functions, name) ? functions[name] : undefined;
    if (!handler) return functionNotFound();
    return handler(request, { name, supabaseUrl: publicUrl, anonKey });
  }

  // Storage streams its own bodies under its own caps (uploads up to 50 MB), so it is not one of
  // the apiEdges families; without a handler it must still answer as an API, never the app shell.
  const storage = options.storage;
  // The raw request target too (Node's IncomingMessage.url): URL parsing resolves `..` and `%2e`
  // segments, and storage refuses such names instead of quietly meaning another object.
  if (storage) app.all('/storage/v1/*', (c) => storage(c.req.raw, rawTargetOf(c.env)));
  else app.all('/storage/v1/*', notImplemented('/storage/v1'));

  app.all('*', serveApp(distDir));
  return app;
}

/**
 * What every API request meets first: CORS preflights are answered here (a browser sends them
 * without apikey, so they must never reach the key check); every other request's body is capped
 * and scanned (limits/) before anything parses or forwards it; answers get the CORS headers.
 */
const apiEdges: MiddlewareHandler = async (c, next) => {
  const family = apiFamilyOf(c.req.path);
  if (!family) return next();
  if (c.req.method === 'OPTIONS') {
    return new Response(null, { status: 204, headers: API_PREFLIGHT_HEADERS });
  }
  const limited = await limitRequestBody(c.req.raw, family);
  if (!limited.ok) {
    for (const [name, value] of Object.entries(API_CORS_HEADERS)) {
      limited.response.headers.set(name, value);
    }
    return limited.response;
  }
  c.req.raw = limited.request;
  await next();
  addHeaders(c, API_CORS_HEADERS, false);
};

/** Sets headers on the answer (`replace`: over the handler's own); copies an immutable answer. */
function addHeaders(c: Context, values: Readonly<Record<string, string>>, replace: boolean): void {
  const missing = Object.entries(values).filter(([name]) => replace || !c.res.headers.has(name));
  if (missing.length === 0) return;
  try {
    for (const [name, value] of missing) c.res.headers.set(name, value);
  } catch {
    // A handler may return a Response whose headers are immutable (one from fetch); copy it then.
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of missing) c.res.headers.set(name, value);
  }
}

/** The request target exactly as the client sent it, when served by @hono/node-server. */
function rawTargetOf(env: unknown): string | undefined {
  const url = (env as { incoming?: { url?: unknown } } | undefined)?.incoming?.url;
  return typeof url === 'string' ? url : undefined;
}

/** What hosted Supabase answers for an unknown function name. */
function functionNotFound(): Response {
  return new Response(
    JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }),
    { status: 404, headers: { 'Content-Type': 'application/json' } },
  );
}
