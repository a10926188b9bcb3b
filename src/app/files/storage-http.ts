/**
 * The three /storage/v1 requests resource files need, as hosted Supabase Storage and the local
 * gateway (supabase/local/storage) both answer them, with the headers supabase-js's storage
 * client sends: `apikey` (the project key) and `Authorization: Bearer <user's access token>`.
 *   upload    POST   /object/resources/<name>   raw body, content-type, x-upsert: true
 *   download  GET    /object/resources/<name>
 *   remove    DELETE /object/resources          {"prefixes": [names]} (storage-js's remove())
 * The upload goes through XMLHttpRequest for its progress events (fetch has none for a body).
 */

export const RESOURCE_BUCKET = 'resources';

/** Where Storage is and who asks: the user's token, fresh from the session on every request. */
export interface StorageEndpoint {
  /** `<supabase url>/storage/v1`, no trailing slash. */
  url: string;
  apiKey: string;
  accessToken(): Promise<string | null>;
}

export type HttpRequest = {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: Blob | string;
  /** Answer body as a Blob (downloads) instead of text. */
  binary?: boolean;
};

/** status 0: no answer at all (offline, DNS, aborted). */
export type HttpAnswer = { status: number; text: string; blob: Blob | null };

/** Sends one request; `onProgress` gets the bytes of the body sent so far. */
export type HttpSend = (
  request: HttpRequest,
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal },
) => Promise<HttpAnswer>;

/** Why a storage request did not succeed, which decides what the uploader does next. */
export type StorageFailureKind =
  | 'offline' // no answer: wait for the network
  | 'transient' // 5xx, 429, 408: back off and retry
  | 'auth' // the token expired or was refused: refresh it, then retry
  | 'refused'; // any other 4xx (413 too large, 403 not allowed, 400 bad name): never retried

export type StorageAnswer =
  | { ok: true; blob: Blob | null }
  | { ok: false; kind: StorageFailureKind; status: number; message: string };

/** `a/b c/d.pdf` → `a/b%20c/d.pdf`: each segment encoded, the slashes kept. */
export function objectUrl(endpoint: StorageEndpoint, path: string): string {
  const encoded = path.split('/').map(encodeURIComponent).join('/');
  return `${endpoint.url}/object/${RESOURCE_BUCKET}/${encoded}`;
}

async function headersFor(endpoint: StorageEndpoint): Promise<Record<string, string>> {
  const token = await endpoint.accessToken();
  return { apikey: endpoint.apiKey, Authorization: `Bearer ${token ?? endpoint.apiKey}` };
}

/** Creates or replaces the object (upsert: a retry after a lost answer is not a conflict). */
export async function uploadObject(
  send: HttpSend,
  endpoint: StorageEndpoint,
  upload: { path: string; blob: Blob; mimeType: string },
  options: { onProgress?: (loaded: number, total: number) => void; signal?: AbortSignal } = {},
): Promise<StorageAnswer> {
  const request: HttpRequest = {
    method: 'POST',
    url: objectUrl(endpoint, upload.path),
    headers: {
      ...(await headersFor(endpoint)),
      'Content-Type': upload.mimeType || 'application/octet-stream',
      'cache-control': 'max-age=3600',
      'x-upsert': 'true',
    },
    body: upload.blob,
  };
  return answerOf(await send(request, options));
}

export async function downloadObject(
  send: HttpSend,
  endpoint: StorageEndpoint,
  path: string,
  signal?: AbortSignal,
): Promise<StorageAnswer> {
  const request: HttpRequest = {
    method: 'GET',
    url: objectUrl(endpoint, path),
    headers: await headersFor(endpoint),
    binary: true,
  };
  return answerOf(await send(request, { signal }));
}

/** Removes the named objects the caller may remove; names already gone are not an error. */
export async function removeObjects(
  send: HttpSend,
  endpoint: StorageEndpoint,
  paths: readonly string[],
): Promise<StorageAnswer> {
  const request: HttpRequest = {
    method: 'DELETE',
    url: `${endpoint.url}/object/${RESOURCE_BUCKET}`,
    headers: { ...(await headersFor(endpoint)), 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: paths }),
  };
  return answerOf(await send(request, {}));
}

/** Storage refusals are `{ statusCode, error, message }`; a token problem reads "jwt …". */
export function answerOf(answer: HttpAnswer): StorageAnswer {
  const { status } = answer;
  if (status >= 200 && status < 300) return { ok: true, blob: answer.blob };
  if (status === 0)
    return { ok: false, kind: 'offline', status, message: 'No answer from the server' };
  const message = messageOf(answer.text) ?? `The server answered ${status}`;
  if (status === 401 || /\bjwt\b|\bjws\b/i.test(message)) {
    return { ok: false, kind: 'auth', status, message };
  }
  if (status >= 500 || status === 429 || status === 408) {
    return { ok: false, kind: 'transient', status, message };
  }
  return { ok: false, kind: 'refused', status, message };
}

function messageOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The browser's sender: XMLHttpRequest, whose `upload.onprogress` reports the body's bytes as
 * they leave (fetch cannot). Never rejects: a network failure or an abort is status 0.
 */
export const xhrSend: HttpSend = (request, { onProgress, signal }) =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = request.binary ? 'blob' : 'text';
    if (onProgress) {
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    }
    const failed = () => resolve({ status: 0, text: '', blob: null });
    xhr.onerror = failed;
    xhr.onabort = failed;
    xhr.ontimeout = failed;
    xhr.onload = () => {
      const blob = request.binary && xhr.response instanceof Blob ? xhr.response : null;
      if (blob && (xhr.status < 200 || xhr.status >= 300)) {
        // A refusal's JSON body arrived as a Blob: read it for the message.
        void blob.text().then((text) => resolve({ status: xhr.status, text, blob: null }), failed);
        return;
      }
      resolve({ status: xhr.status, text: blob ? '' : String(xhr.response ?? ''), blob });
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body ?? null);
  });
