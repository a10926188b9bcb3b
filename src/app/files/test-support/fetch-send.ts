import type { HttpSend } from '../storage-http';

/**
 * Test double for Node, which has no XMLHttpRequest: the same request over fetch, reporting the
 * body's progress once, when it has been sent. The request itself (URL, headers, body) is the
 * one the browser sends, so the real stack answers it as it answers the app.
 */
export const fetchSend: HttpSend = async (request, { onProgress, signal }) => {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal,
    });
    const size = request.body instanceof Blob ? request.body.size : 0;
    if (request.body instanceof Blob) onProgress?.(size, size);
    if (request.binary && response.ok) {
      return { status: response.status, text: '', blob: await response.blob() };
    }
    return { status: response.status, text: await response.text(), blob: null };
  } catch {
    return { status: 0, text: '', blob: null };
  }
};
