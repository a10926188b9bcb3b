import { joinChunks } from './chunks';
import {
  API_PREFIXES,
  BODY_LIMITS,
  MAX_EMBED_DEPTH,
  MAX_JSON_DEPTH,
  type ApiFamily,
} from './limits';
import { NestingScanner, textNesting, type NestingMode } from './nesting-scanner';
import { bodyTooDeep, bodyTooLarge, embeddingTooDeep, queryTooDeep } from './refusals';
import { embeddingDepth } from './select-embedding';

/** A request whose body passed the limits, now held in memory (at most the family's cap). */
export type Limited = { ok: true; request: Request } | { ok: false; response: Response };

/** JSON media types (application/json, application/vnd.pgrst.object+json, …); none given = JSON. */
function nestingModeFor(contentType: string | null): NestingMode {
  if (contentType === null || contentType.trim() === '') return 'json';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json') ? 'json' : 'raw';
}

function declaredLength(request: Request): number | null {
  const header = request.headers.get('content-length');
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header);
}

/**
 * Reads a request body up to its family's cap, scanning its nesting as it arrives. A declared
 * Content-Length over the cap is refused before one byte is read; a body without one (chunked) is
 * refused at the chunk that passes the cap. Nothing is forwarded until the whole body passed.
 * The reader is left unread rather than cancelled: cancelling destroys the socket, and the client
 * would get a reset instead of the 413.
 */
export async function limitRequestBody(request: Request, family: ApiFamily): Promise<Limited> {
  const limit = BODY_LIMITS[family];
  const prefix = API_PREFIXES[family];
  const declared = declaredLength(request);
  if (declared !== null && declared > limit)
    return { ok: false, response: bodyTooLarge(prefix, limit) };
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD') {
    return { ok: true, request };
  }

  const scanner = new NestingScanner(
    MAX_JSON_DEPTH,
    nestingModeFor(request.headers.get('content-type')),
  );
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) return { ok: false, response: bodyTooLarge(prefix, limit) };
    if (!scanner.push(value)) {
      return { ok: false, response: bodyTooDeep(MAX_JSON_DEPTH, scanner.exceededAt ?? total) };
    }
    chunks.push(value);
  }

  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(total));
  return {
    ok: true,
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: joinChunks(chunks, total),
      signal: request.signal,
    }),
  };
}

/**
 * /rest/v1 query strings: `select` may embed at most MAX_EMBED_DEPTH levels, and no parameter
 * (a logic tree `or=(…)`, a JSON filter value) may nest brackets deeper than MAX_JSON_DEPTH, since
 * PostgREST turns both into SQL the database parses recursively.
 */
export function checkRestQuery(url: URL): Response | null {
  for (const [name, value] of url.searchParams) {
    if (name === 'select') {
      const depth = embeddingDepth(value);
      if (depth > MAX_EMBED_DEPTH) return embeddingTooDeep(depth, MAX_EMBED_DEPTH);
    }
    for (const text of [name, value]) {
      if (textNesting(text) > MAX_JSON_DEPTH) return queryTooDeep(name, MAX_JSON_DEPTH);
    }
  }
  return null;
}
