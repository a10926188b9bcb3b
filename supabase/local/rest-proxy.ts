import type { Context } from 'hono';
import { verifyJwt } from './jwt';
import { MAX_REST_RESPONSE_BYTES } from './limits/limits';
import { checkRestQuery } from './limits/request-limits';
import { responseTooLarge } from './limits/refusals';
import { holdBody } from './limits/response-limit';

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

/**
 * The OpenAPI description (GET /rest/v1/) lists every table, column and function the caller's role
 * can reach. Hosted Supabase no longer serves it to the anon key; here it needs a signed-in user's
 * token (or the service key), so a stranger with the public anon key learns nothing from it.
 */
function refuseAnonymousDescription(request: Request, jwtSecret: string): Response | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const token = bearer ?? request.headers.get('apikey') ?? '';
  const verified = verifyJwt(token, jwtSecret);
  const role = verified.ok ? verified.claims.role : undefined;
  if (role === 'authenticated' || role === 'service_role') return null;
  return json(401, {
    code: 'UNAUTHORIZED',
    message: 'Unauthorized - authentication required',
    details: null,
    hint: "The API description (GET /rest/v1/) needs a signed-in user's access token.",
  });
}

/** PostgREST writes its own loopback address into the description; show the public one instead. */
function publicDescription(
  body: Uint8Array<ArrayBuffer>,
  publicUrl: string,
): Uint8Array<ArrayBuffer> {
  try {
    const description = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown>;
    const url = new URL(publicUrl);
    description.host = url.host;
    description.basePath = '/rest/v1';
    description.schemes = [url.protocol.replace(':', '')];
    return new TextEncoder().encode(JSON.stringify(description));
  } catch {
    return body;
  }
}

export type RestProxyOptions = {
  /** PostgREST's base URL right now, or null while it is down or restarting. */
  upstream: () => string | null;
  jwtSecret: string;
  /** The gateway's public origin, written into the OpenAPI description instead of PostgREST's. */
  publicUrl?: string;
};

/**
 * /rest/v1/* → PostgREST: the prefix is stripped, the query string kept, and every end-to-end
 * header passed both ways (Authorization, apikey, Prefer, Range, Accept/Content-Profile;
 * Content-Range, Preference-Applied, Location …). The request body arrives already capped and
 * scanned by the gateway (limits/request-limits.ts); the query is checked here; the answer is held
 * until it is known to fit MAX_REST_RESPONSE_BYTES.
 */
export function restProxy({ upstream, jwtSecret, publicUrl }: RestProxyOptions) {
  return async (c: Context): Promise<Response> => {
    const request = c.req.raw;
    const refused = checkApiKey(request, jwtSecret);
    if (refused) return refused;
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/rest\/v1/, '') || '/';
    const invalid =
      checkRestQuery(url) ?? (path === '/' ? refuseAnonymousDescription(request, jwtSecret) : null);
    if (invalid) return invalid;
    const base = upstream();
    if (!base) {
      return json(503, {
        code: 'PGRST_UNAVAILABLE',
        message: 'The database API is starting or restarting; try again in a moment.',
        details: null,
        hint: null,
      });
    }

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

    const held = await holdBody(response.body, MAX_REST_RESPONSE_BYTES).catch(
      (error: Error) => error,
    );
    if (held instanceof Error) {
      if (request.signal.aborted) return json(499, { message: 'Client closed the request' });
      return json(502, {
        code: 'PGRST_UNAVAILABLE',
        message: `The database API's answer broke off: ${held.message}`,
        details: null,
        hint: null,
      });
    }
    if (!held.ok) return responseTooLarge(MAX_REST_RESPONSE_BYTES);

    const out = new Headers();
    for (const [name, value] of response.headers) {
      if (!HOP_BY_HOP.has(name)) out.append(name, value);
    }
    const isDescription = path === '/' && response.ok && request.method === 'GET';
    const body = isDescription && publicUrl ? publicDescription(held.body, publicUrl) : held.body;
    const empty = request.method === 'HEAD' || response.status === 204 || response.status === 304;
    return new Response(empty ? null : body, {
      status: response.status,
      statusText: response.statusText,
      headers: out,
    });
  };
}
