import type { Context } from 'hono';
import { verifyJwt } from './jwt';

/** Headers that describe one hop, never forwarded (RFC 9110 §7.6.1), plus what fetch sets itself. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

/**
 * Hosted Supabase's gateway refuses API calls without the project's anon or service key in
 * `apikey`; so does this one, so that a client which forgets it fails here too and not only in
 * production. (PostgREST itself only looks at Authorization.)
 */
export function checkApiKey(request: Request, jwtSecret: string): Response | null {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (!key) {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const verified = verifyJwt(key, jwtSecret);
  const role = verified.ok ? verified.claims.role : undefined;
  if (role !== 'anon' && role !== 'service_role') return json(401, { message: 'Invalid API key' });
  return null;
}

export type RestProxyOptions = {
  /** PostgREST's base URL right now, or null while it is down or restarting. */
  upstream: () => string | null;
  jwtSecret: string;
};

/**
 * /rest/v1/* → PostgREST: the prefix is stripped, the query string kept, request and response
 * bodies streamed, and every end-to-end header passed both ways (Authorization, apikey, Prefer,
 * Range, Accept/Content-Profile; Content-Range, Preference-Applied, Location …).
 */
export function restProxy({ upstream, jwtSecret }: RestProxyOptions) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const refused = checkApiKey(request, jwtSecret);
    if (refused) return refused;
    const base = upstream();
    if (!base) {
      return json(503, {
        code: 'PGRST_UNAVAILABLE',
        message: 'The database API is starting or restarting; try again in a moment.',
        details: null,
        hint: null,
      });
    }

    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/rest\/v1/, '') || '/';
    const headers = new Headers();
    for (const [name, value] of request.headers) {
      if (!HOP_BY_HOP.has(name)) headers.set(name, value);
    }
    // fetch would transparently decompress and leave a Content-Encoding that no longer applies.
    headers.set('accept-encoding', 'identity');
    headers.set('x-forwarded-host', url.host);
    headers.set('x-forwarded-proto', url.protocol.replace(':', ''));

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
    let response: Response;
    try {
      response = await fetch(`${base}${path}${url.search}`, {
        method: request.method,
        headers,
        body: hasBody ? request.body : undefined,
        redirect: 'manual',
        signal: request.signal,
        // Streams the request body instead of buffering it (required by Node's fetch for streams).
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
    } catch (error) {
      if (request.signal.aborted) return json(499, { message: 'Client closed the request' });
      return json(502, {
        code: 'PGRST_UNAVAILABLE',
        message: `The database API did not answer: ${(error as Error).message}`,
        details: null,
        hint: null,
      });
    }

    const out = new Headers();
    for (const [name, value] of response.headers) {
      if (!HOP_BY_HOP.has(name)) out.append(name, value);
    }
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  };
}
