import { formatBytes } from './limits';

/**
 * The gateway's own refusals, in the shape PostgREST and the catalogue share ({ code, message,
 * details, hint }). The codes are not catalogue codes on purpose: the app's error module
 * (src/shared/lib/errors) then classifies by status, so a 413 is a non-retryable 'client' error
 * and a 400 a VALIDATION_ERROR; no message mentions a token, a permission or a constraint, which
 * would re-map it to another catalogue message.
 */
function refusal(
  status: number,
  code: string,
  message: string,
  hint: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ code, message, details: null, hint }), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/**
 * 413 before the rest of the body is read. What the client still sends is discarded, never parsed
 * or kept, for at most 0.5 s (@hono/node-server's drain, the lingering close nginx also does so
 * the client can read the answer), then the connection is closed. `Connection: close` would cut
 * it at once, but then most clients (Node's http, browsers) fail with EPIPE/reset before reading
 * the 413.
 */
export function bodyTooLarge(prefix: string, limit: number): Response {
  return refusal(
    413,
    'PAYLOAD_TOO_LARGE',
    `Request body too large: ${prefix} accepts at most ${formatBytes(limit)}.`,
    'Send less in one request (the app syncs in batches).',
  );
}

export function bodyTooDeep(limit: number, at: number): Response {
  return refusal(
    400,
    'JSON_TOO_DEEP',
    `Request body nested too deeply: arrays and objects may nest at most ${limit} levels (passed at byte ${at}).`,
    'Flatten the data you send.',
  );
}

export function queryTooDeep(parameter: string, limit: number): Response {
  return refusal(
    400,
    'QUERY_TOO_DEEP',
    `Query parameter "${parameter}" nested too deeply: brackets and parentheses may nest at most ${limit} levels.`,
    'Simplify the filter.',
  );
}

export function embeddingTooDeep(depth: number, limit: number): Response {
  return refusal(
    400,
    'EMBEDDING_TOO_DEEP',
    `select embeds resources ${depth} levels deep; at most ${limit} levels are allowed.`,
    'Embed fewer levels and read the rest in a second request.',
  );
}

export function responseTooLarge(limit: number): Response {
  return refusal(
    400,
    'RESPONSE_TOO_LARGE',
    `The answer to this request is larger than ${formatBytes(limit)}, the most /rest/v1 sends.`,
    'Ask for fewer rows (limit, range) or fewer embedded resources.',
  );
}
