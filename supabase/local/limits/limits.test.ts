import { describe, expect, it } from 'vitest';
import { normalizeError } from '@/shared/lib/errors';
import { apiFamilyOf, BODY_LIMITS, formatBytes, MAX_EMBED_DEPTH, MAX_JSON_DEPTH } from './limits';
import { NestingScanner, textNesting } from './nesting-scanner';
import {
  bodyTooDeep,
  bodyTooLarge,
  embeddingTooDeep,
  queryTooDeep,
  responseTooLarge,
} from './refusals';
import { checkRestQuery, limitRequestBody } from './request-limits';
import { holdBody } from './response-limit';
import { embeddingDepth } from './select-embedding';

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (depth: number) => `{"token":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** A body stream that hands out `chunk` forever and counts what was pulled from it. */
function endlessBody(chunk: Uint8Array) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://gateway.test/rest/v1/rpc/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

describe('NestingScanner', () => {
  it('counts arrays and objects, not brackets inside JSON strings or escaped quotes', () => {
    const scanner = new NestingScanner(3, 'json');
    expect(scanner.push(bytes('{"a":[{"note":"[[[[{{{{ \\" [[[["}]}'))).toBe(true);
    expect(scanner.maxDepth).toBe(3);
  });

  it("refuses the probe's 10,000-deep token at the first bracket past the limit", () => {
    const scanner = new NestingScanner(MAX_JSON_DEPTH, 'json');
    expect(scanner.push(bytes(nested(10_000)))).toBe(false);
    // The object is level 1 and `{"token":` 9 bytes: the array opened at byte 9 + 31 is level 33.
    expect(scanner.exceededAt).toBe(9 + MAX_JSON_DEPTH - 1);
  });

  it('follows strings and depth across chunk boundaries', () => {
    const scanner = new NestingScanner(2, 'json');
    for (const part of ['[{"x', '":"[[[\\', '"[["', ',"y":[', '[1]]}]']) scanner.push(bytes(part));
    expect(scanner.exceededAt).toBe(20);
    expect(scanner.maxDepth).toBe(3);
  });

  it('in raw mode counts every bracket, percent-encoded ones too, even split across chunks', () => {
    const scanner = new NestingScanner(3, 'raw');
    expect(scanner.push(bytes('changes="[%5b'))).toBe(true);
    expect(scanner.push(bytes('%7'))).toBe(true);
    expect(scanner.push(bytes('B%5D%5B'))).toBe(true);
    expect(scanner.maxDepth).toBe(3);
    expect(scanner.push(bytes('%5B'))).toBe(false);
  });

  it('textNesting counts ( [ { in a decoded query value', () => {
    expect(textNesting('or=(a.eq.1,and(b.eq.2,c.cs.{"x":[1]}))')).toBe(4);
    expect(textNesting('in.(1,2,3)')).toBe(1);
  });
});

describe('embeddingDepth', () => {
  it.each([
    ['*', 0],
    ['school_id, status, role, joined_at, schools(name)', 1],
    ['id,classes(id,lessons(id))', 2],
    ['id,count(),amount.sum()', 0],
    ['id,teacher:profiles!inner(id,...schools(name))', 2],
    ['id,classes(id,lessons(id,classes(id,lessons(id,classes(id,lessons(id)))))))', 6],
    ['"a(b"(c(d(e)))', 4],
  ])('%s embeds %i levels', (select, depth) => {
    expect(embeddingDepth(select)).toBe(depth);
  });
});

describe('checkRestQuery', () => {
  const check = (query: string) =>
    checkRestQuery(new URL(`http://gateway.test/rest/v1/x?${query}`));

  it("lets the app's own queries through", () => {
    expect(check('select=school_id,status,role,joined_at,schools(name)&user_id=eq.1')).toBeNull();
    expect(check('select=*&id=in.(a,b,c)')).toBeNull();
    expect(check('select=name&id=eq.1')).toBeNull();
  });

  it('refuses an embedding deeper than the limit, with the depth found', async () => {
    const refused = check(
      'select=id,classes(id,lessons(id,classes(id,lessons(id,classes(id,lessons(id)))))))',
    );
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({
      code: 'EMBEDDING_TOO_DEEP',
      message: `select embeds resources 6 levels deep; at most ${MAX_EMBED_DEPTH} levels are allowed.`,
    });
    expect(check(`select=${'a('.repeat(MAX_EMBED_DEPTH)}id${')'.repeat(MAX_EMBED_DEPTH)}`)).toBe(
      null,
    );
  });

  it('refuses a filter or logic tree nested too deeply, naming the parameter', async () => {
    const deep = encodeURIComponent(`(${'and('.repeat(40)}a.eq.1${')'.repeat(41)}`);
    const refused = check(`or=${deep}`);
    expect(refused?.status).toBe(400);
    expect(await refused?.json()).toMatchObject({ code: 'QUERY_TOO_DEEP' });
    expect((await check(`data=cs.${encodeURIComponent('['.repeat(100))}`)?.json())?.message).toBe(
      `Query parameter "data" nested too deeply: brackets and parentheses may nest at most ${MAX_JSON_DEPTH} levels.`,
    );
  });
});

describe('limitRequestBody', () => {
  it('refuses a declared Content-Length over the cap without reading a byte', async () => {
    const { stream, pulled } = endlessBody(new Uint8Array(64 * 1024));
    const request = post(stream, { 'Content-Length': String(BODY_LIMITS.rest + 1) });
    const limited = await limitRequestBody(request, 'rest');
    expect(limited.ok).toBe(false);
    if (limited.ok) return;
    expect(limited.response.status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024); // at most the stream's first prefetch
  });

  it('refuses a chunked body at the chunk that passes the cap, leaving the rest unread', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    const { stream, pulled } = endlessBody(chunk);
    const limited = await limitRequestBody(post(stream), 'auth');
    expect(limited.ok).toBe(false);
    if (limited.ok) return;
    expect(limited.response.status).toBe(413);
    expect(await limited.response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Request body too large: /auth/v1 accepts at most 64 KB.',
      details: null,
      hint: 'Send less in one request (the app syncs in batches).',
    });
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMITS.auth + 3 * chunk.byteLength);
  });

  it('refuses a body nested too deeply before reading the rest', async () => {
    const head = bytes(nested(100).slice(0, 200));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        controller.enqueue(sent === 1 ? head : new Uint8Array(1024).fill(0x20));
      },
    });
    const limited = await limitRequestBody(post(stream), 'rest');
    expect(limited.ok).toBe(false);
    if (limited.ok) return;
    expect(limited.response.status).toBe(400);
    expect(await limited.response.json()).toMatchObject({
      code: 'JSON_TOO_DEEP',
      message: `Request body nested too deeply: arrays and objects may nest at most ${MAX_JSON_DEPTH} levels (passed at byte 40).`,
    });
    expect(sent).toBeLessThanOrEqual(3);
  });

  it('scans bodies that are not JSON strictly (form fields, CSV)', async () => {
    const form = post(`changes=${'%5B'.repeat(40)}`, {
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect((await limitRequestBody(form, 'rest')).ok).toBe(false);
  });

  it('hands on a body within the limits whole, with its length', async () => {
    const body = JSON.stringify({ changes: [{ fields: { title: 'A [[ note' }, base: {} }] });
    const limited = await limitRequestBody(post(body), 'rest');
    expect(limited.ok).toBe(true);
    if (!limited.ok) return;
    expect(await limited.request.text()).toBe(body);
    expect(limited.request.headers.get('content-length')).toBe(String(bytes(body).length));
  });

  it('passes requests without a body untouched', async () => {
    const request = new Request('http://gateway.test/rest/v1/lessons');
    const limited = await limitRequestBody(request, 'rest');
    expect(limited).toEqual({ ok: true, request });
  });
});

describe('holdBody', () => {
  it('returns a body within the limit whole', async () => {
    const held = await holdBody(new Response('hello').body, 5);
    expect(held.ok && new TextDecoder().decode(held.body)).toBe('hello');
  });

  it('stops reading and cancels the upstream past the limit', async () => {
    let pulled = 0;
    let cancelled = false;
    const upstream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1000;
        controller.enqueue(new Uint8Array(1000));
      },
      cancel() {
        cancelled = true;
      },
    });
    expect(await holdBody(upstream, 10_000)).toEqual({ ok: false });
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThanOrEqual(12_000);
  });
});

describe('the refusals, as the app classifies them', () => {
  it.each([
    [bodyTooLarge('/rest/v1', BODY_LIMITS.rest), 413, 'client', null],
    [bodyTooDeep(MAX_JSON_DEPTH, 40), 400, 'validation', 'VALIDATION_ERROR'],
    [queryTooDeep('or', MAX_JSON_DEPTH), 400, 'validation', 'VALIDATION_ERROR'],
    [embeddingTooDeep(6, MAX_EMBED_DEPTH), 400, 'validation', 'VALIDATION_ERROR'],
    [responseTooLarge(32 * 1024 * 1024), 400, 'validation', 'VALIDATION_ERROR'],
  ])(
    '%#: status %i is a non-retryable %s error with its own message',
    async (response, status, type, code) => {
      const body = (await response.json()) as Record<string, unknown>;
      // postgrest-js hands the body on as the error, with the status beside it.
      const error = normalizeError({ ...body, status });
      expect(error).toMatchObject({ status, type, code, retryable: false, severity: 'medium' });
      expect(error.message).toBe(body.message);
    },
  );
});

describe('apiFamilyOf and formatBytes', () => {
  it('finds the family by prefix, never by a look-alike path', () => {
    expect(apiFamilyOf('/rest/v1')).toBe('rest');
    expect(apiFamilyOf('/rest/v1/lessons')).toBe('rest');
    expect(apiFamilyOf('/auth/v1/token')).toBe('auth');
    expect(apiFamilyOf('/functions/v1/submit-feedback')).toBe('functions');
    expect(apiFamilyOf('/rest/v10')).toBeNull();
    expect(apiFamilyOf('/')).toBeNull();
  });

  it('names limits as people read them', () => {
    expect(formatBytes(8 * 1024 * 1024)).toBe('8 MB');
    expect(formatBytes(64 * 1024)).toBe('64 KB');
    expect(formatBytes(1000)).toBe('1000 bytes');
  });
});
