import { request as httpRequest } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/jwt';
import { urlSigningSecretFrom } from '../../supabase/local/storage/signed-urls';
import { abuseStack, healthyWithin, rawRequest } from './support/abuse-stack';
import { uploadUntilAnswered } from './support/gateway-probes';
import { objectNameFor, storageWorld, uploaded, type StorageWorld } from './support/storage-world';

/**
 * Issue 15's attacks on /storage/v1: names that try to leave the bucket, an upload past the
 * 50 MB cap, and uploaded HTML/SVG that would run script if it were served inline from our origin.
 */
const MB = 1024 * 1024;
let world: StorageWorld;

beforeAll(async () => {
  world = await storageWorld();
});

/** A request whose path is sent byte for byte (fetch would resolve `..` segments first). */
function literalPathRequest(
  method: string,
  path: string,
  token: string,
): Promise<{ status: number; body: string }> {
  const { url, anonKey } = abuseStack();
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${url}/`, {
      method,
      path,
      headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'text/plain' },
    });
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (body += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end(method === 'POST' ? 'planted' : undefined);
  });
}

describe('object names that leave the bucket', () => {
  it.each([
    ['literal .. segments', (id: string) => `${id}/../../../etc/passwd`],
    ['encoded slashes around ..', (id: string) => `${id}%2F..%2F..%2Fetc%2Fpasswd`],
    ['an encoded . segment', (id: string) => `${id}/%2E/notes.txt`],
    ['backslashes', (id: string) => `${id}%5C..%5C..%5Cwin.ini`],
    ['a NUL byte', (id: string) => `${id}/notes.txt%00.html`],
    ['an absolute path', () => `/etc/passwd`],
  ])('refuses %s with 400 on upload and download', async (_, nameFor) => {
    const path = `/storage/v1/object/resources/${nameFor(world.owner.id)}`;
    for (const method of ['POST', 'GET']) {
      const answer = await literalPathRequest(method, path, world.owner.accessToken);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
  });

  it('refuses a remove that names an escaping path, and removes nothing', async () => {
    const kept = await uploaded(world.owner, objectNameFor(world.owner, 'kept.txt'), 'kept');
    const answer = await rawRequest('/storage/v1/object/resources', {
      method: 'DELETE',
      token: world.owner.accessToken,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: [kept, `${world.owner.id}/../x`] }),
    });
    expect(answer.status).toBe(400);
    const still = await world.owner.client.storage.from('resources').download(kept);
    expect(await still.data?.text()).toBe('kept');
  });
});

describe('upload size cap', () => {
  const { url, anonKey } = abuseStack();
  const uploadOf = (name: string, totalBytes: number, declareLength: boolean) =>
    uploadUntilAnswered(
      `${url}/storage/v1/object/resources/${name}`,
      {
        apikey: anonKey,
        Authorization: `Bearer ${world.owner.accessToken}`,
        'Content-Type': 'application/octet-stream',
      },
      totalBytes,
      { declareLength },
    );

  it.each([
    ['with Content-Length', true],
    ['streamed (chunked), growing past the cap', false],
  ])('refuses a 51 MB upload %s with 413 and stores nothing', async (_, declareLength) => {
    const name = objectNameFor(world.owner, 'huge.bin');
    const answer = await uploadOf(name, 51 * MB, declareLength);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      statusCode: '413',
      error: 'Payload too large',
      message: 'The object exceeded the maximum allowed size of 50 MB',
    });
    // Declared: refused on the headers, before a byte of the body.
    if (declareLength) expect(answer.sentBytes).toBeLessThan(51 * MB);
    const stored = await world.owner.client.storage.from('resources').download(name);
    expect(stored.error).toMatchObject({ statusCode: '404' });
  });

  it('cuts off an endless stream (200 MB) and keeps serving everyone else', async () => {
    // The handler stops reading at 50 MB and answers 413; the HTTP server then drains at most
    // 64 MB more before closing the socket, so the client sees the 413 or a cut connection.
    const outcome = await uploadOf(objectNameFor(world.owner, 'endless.bin'), 200 * MB, false).then(
      (answer) => answer.status,
      (error: NodeJS.ErrnoException) => error.code ?? error.message,
    );
    expect([413, 'ECONNRESET', 'EPIPE']).toContain(outcome);
    await healthyWithin(5000);
    const name = await uploaded(world.owner, objectNameFor(world.owner, 'after.txt'), 'after');
    const after = await world.owner.client.storage.from('resources').download(name);
    expect(await after.data?.text()).toBe('after');
  });
});

describe('uploaded pages are never rendered from our origin', () => {
  it.each([
    ['page.html', 'text/html', '<script>parent.document.title = "owned"</script>'],
    ['image.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('serves %s as an attachment with nosniff and a sandbox CSP', async (file, type, text) => {
    const name = await uploaded(world.owner, objectNameFor(world.owner, file), text, type);
    const direct = await rawRequest(`/storage/v1/object/resources/${name}`, {
      token: world.owner.accessToken,
    });
    const signed = await world.owner.client.storage.from('resources').createSignedUrl(name, 60);
    const viaUrl = await fetch(signed.data!.signedUrl);
    for (const answer of [direct, viaUrl]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(
        `attachment; filename="${file}"; filename*=UTF-8''${file}`,
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(await answer.text()).toBe(text);
    }
  });
});

describe('signed URL tokens', () => {
  it('an expired one is refused, and none works as an API access token', async () => {
    const name = await uploaded(world.owner, objectNameFor(world.owner, 'old.txt'), 'old');
    const iat = Math.floor(Date.now() / 1000) - 120;
    const secret = urlSigningSecretFrom(abuseStack().jwtSecret);
    const expired = signJwt(
      { role: 'storage_signed_url', url: `resources/${name}`, iat, exp: iat + 60 },
      secret,
    );
    const answer = await fetch(
      `${abuseStack().url}/storage/v1/object/sign/resources/${name}?token=${expired}`,
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: 'The signed URL has expired' });

    const signed = await world.owner.client.storage.from('resources').createSignedUrl(name, 60);
    const token = new URL(signed.data!.signedUrl).searchParams.get('token')!;
    const asApiToken = await rawRequest('/rest/v1/resources?select=id', { token });
    expect(asApiToken.status).toBe(401);
    const asStorageToken = await rawRequest(`/storage/v1/object/resources/${name}`, { token });
    expect(asStorageToken.status).toBe(403);
  });
});
