import { beforeAll, describe, expect, it } from 'vitest';
import { abuseStack, healthyWithin, rawRequest } from './support/abuse-stack';
import {
  keepReading,
  tokenUser,
  uploadUntilAnswered,
  type TokenUser,
} from './support/gateway-probes';

/**
 * Issue 12 items 1 and 2, the gateway's share: what no one should send is refused at the gateway,
 * before PostgREST, the auth service or a function parses it, and everyone else is still served.
 */
const MB = 1024 * 1024;
const deepToken = (depth: number) => `{"token":${'['.repeat(depth)}${']'.repeat(depth)}}`;
const json = { 'Content-Type': 'application/json' };

let attacker: TokenUser;
let bystander: TokenUser;

beforeAll(() => {
  attacker = tokenUser();
  bystander = tokenUser();
});

/** The bystander's own read, as the app makes it: must keep being answered during an attack. */
const bystanderRead = async () => {
  const response = await rawRequest(`/rest/v1/profiles?select=id&id=eq.${bystander.id}`, {
    token: bystander.accessToken,
    signal: AbortSignal.timeout(20_000),
  });
  await response.arrayBuffer();
  return response.status;
};

describe('body size caps', () => {
  it.each([
    ['with Content-Length (curl --data @file)', true],
    ['chunked, growing past the cap', false],
  ])(
    "refuses the probe's 63 MB POST /rest/v1/lessons %s with 413, while another user's reads go on",
    async (_, declareLength) => {
      const { url, anonKey } = abuseStack();
      const upload = uploadUntilAnswered(
        `${url}/rest/v1/lessons`,
        { apikey: anonKey, Authorization: `Bearer ${attacker.accessToken}`, ...json },
        63 * MB,
        { declareLength },
      );
      const reads = await keepReading(bystanderRead, upload);
      const answer = await upload;

      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Request body too large: /rest/v1 accepts at most 8 MB.',
        details: null,
        hint: 'Send less in one request (the app syncs in batches).',
      });
      // Declared: refused on the headers. Chunked: once 8 MB arrived (a loaded machine reads
      // 8 MB in well under a second; the limit leaves it room). Never the whole 63 MB.
      expect(answer.answeredMs).toBeLessThan(declareLength ? 1000 : 5000);
      expect(answer.sentBytes).toBeLessThan(63 * MB);
      expect(reads.map((read) => read.value)).toEqual(reads.map(() => 200));
      await healthyWithin(5000);
      expect(await bystanderRead()).toBe(200);
    },
  );

  it('caps auth bodies at 64 KB and function bodies at 1 MB', async () => {
    const signUp = await rawRequest('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'big@abuse.test', password: 'x'.repeat(70 * 1024) }),
    });
    expect(signUp.status).toBe(413);
    expect(await signUp.json()).toMatchObject({
      message: 'Request body too large: /auth/v1 accepts at most 64 KB.',
    });

    const feedback = await rawRequest('/functions/v1/submit-feedback', {
      method: 'POST',
      token: attacker.accessToken,
      headers: json,
      body: JSON.stringify({ context: 'x'.repeat(2 * MB) }),
    });
    expect(feedback.status).toBe(413);
    expect(await feedback.json()).toMatchObject({
      message: 'Request body too large: /functions/v1 accepts at most 1 MB.',
    });
  });
});

describe('JSON nesting depth', () => {
  it("refuses the probe's 10,000-deep token to rpc/invitation_preview with 400, and the stack stays up", async () => {
    const started = performance.now();
    const response = await rawRequest('/rest/v1/rpc/invitation_preview', {
      method: 'POST',
      headers: json,
      body: deepToken(10_000),
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'JSON_TOO_DEEP',
      message:
        'Request body nested too deeply: arrays and objects may nest at most 32 levels (passed at byte 40).',
      details: null,
      hint: 'Flatten the data you send.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
    await healthyWithin(5000);
    // The same function with a sane argument still reaches the database and is answered.
    const sane = await rawRequest('/rest/v1/rpc/invitation_preview', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ token: 'no-such-invitation' }),
      signal: AbortSignal.timeout(20_000),
    });
    expect(sane.status).toBeLessThan(500);
  });

  it('refuses a deeply nested `changes` in sync_push the same way', async () => {
    const changes = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await rawRequest('/rest/v1/rpc/sync_push', {
      method: 'POST',
      token: attacker.accessToken,
      headers: json,
      body: `{"client_id":"00000000-0000-4000-8000-000000000000","protocol_version":1,"changes":${changes}}`,
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
    await healthyWithin(5000);
  });

  it('refuses deep user metadata at sign-up and a deep function body', async () => {
    const signUp = await rawRequest('/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: `{"email":"deep@abuse.test","password":"Correct-horse-deep-1","data":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });

    const feedback = await rawRequest('/functions/v1/submit-feedback', {
      method: 'POST',
      token: attacker.accessToken,
      headers: json,
      body: deepToken(5000),
    });
    expect(feedback.status).toBe(400);
    expect(await feedback.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
    await healthyWithin(5000);
  });

  it('refuses a filter nested too deeply in the query string', async () => {
    const deep = encodeURIComponent(`(${'and('.repeat(100)}id.eq.1${')'.repeat(101)}`);
    const response = await rawRequest(`/rest/v1/lessons?select=id&or=${deep}`, {
      token: attacker.accessToken,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'QUERY_TOO_DEEP' });
  });
});

describe('embedding depth', () => {
  it("refuses the probe's six-level lessons/classes embedding with 400, at once", async () => {
    const started = performance.now();
    const response = await rawRequest(
      '/rest/v1/lessons?select=id,classes(id,lessons(id,classes(id,lessons(id,classes(id,lessons(id)))))))',
      { token: attacker.accessToken, signal: AbortSignal.timeout(20_000) },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'EMBEDDING_TOO_DEEP',
      message: 'select embeds resources 6 levels deep; at most 3 levels are allowed.',
      details: null,
      hint: 'Embed fewer levels and read the rest in a second request.',
    });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("still answers the app's own embedding (account set-up's memberships with school names)", async () => {
    const { data, error } = await bystander.client
      .from('school_memberships')
      .select('school_id, status, role, joined_at, schools(name)')
      .eq('user_id', bystander.id);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
