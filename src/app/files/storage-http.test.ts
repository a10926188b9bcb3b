import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerOf, objectUrl, uploadObject, xhrSend, type StorageEndpoint } from './storage-http';

const endpoint: StorageEndpoint = {
  url: 'https://project.test/storage/v1',
  apiKey: 'anon',
  accessToken: async () => 'token',
};

/** Test double of the browser's XMLHttpRequest: records the request, the test answers it. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  response: unknown = '';
  responseType = '';
  upload: { onprogress: ((event: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('storage requests', () => {
  it('encodes each segment of an object name and keeps the slashes', () => {
    expect(objectUrl(endpoint, 'u/r/Plan (v2) #1.pdf')).toBe(
      'https://project.test/storage/v1/object/resources/u/r/Plan%20(v2)%20%231.pdf',
    );
  });

  it('uploads over XMLHttpRequest with the headers storage-js sends, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const blob = new Blob(['abcd'], { type: 'application/pdf' });
    const answered = uploadObject(
      xhrSend,
      endpoint,
      { path: 'u/r/a.pdf', blob, mimeType: 'application/pdf' },
      {
        onProgress: (loaded) => progress.push(loaded),
      },
    );
    await vi.waitFor(() => expect(FakeXhr.last?.body).toBe(blob));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.headers).toMatchObject({
      apikey: 'anon',
      Authorization: 'Bearer token',
      'Content-Type': 'application/pdf',
      'x-upsert': 'true',
    });
    xhr.upload.onprogress?.({ loaded: 2, total: 4 });
    xhr.status = 200;
    xhr.response = '{"Key":"resources/u/r/a.pdf"}';
    xhr.onload?.();
    expect(await answered).toEqual({ ok: true, blob: null });
    expect(progress).toEqual([2]);
  });

  it('answers status 0 when the network fails or the upload is aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const answered = xhrSend(
      { method: 'GET', url: 'x', headers: {} },
      { signal: controller.signal },
    );
    controller.abort();
    expect(await answered).toEqual({ status: 0, text: '', blob: null });
  });

  it('classifies answers: refused, transient, token problems, offline', () => {
    const body = (status: number, message: string) => ({
      status,
      text: JSON.stringify({ statusCode: String(status), error: 'e', message }),
      blob: null,
    });
    expect(answerOf(body(413, 'too big'))).toMatchObject({
      ok: false,
      kind: 'refused',
      message: 'too big',
    });
    expect(answerOf(body(403, 'new row violates row-level security policy'))).toMatchObject({
      kind: 'refused',
    });
    expect(answerOf(body(403, 'jwt expired'))).toMatchObject({ kind: 'auth' });
    expect(answerOf(body(503, 'down'))).toMatchObject({ kind: 'transient' });
    expect(answerOf(body(429, 'slow down'))).toMatchObject({ kind: 'transient' });
    expect(answerOf({ status: 0, text: '', blob: null })).toMatchObject({ kind: 'offline' });
  });
});
