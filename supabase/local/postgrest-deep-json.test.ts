import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStack, type Stack } from './stack';

/**
 * Issue 12 item 1 replayed on PostgREST itself, past the gateway (which refuses bodies nested over
 * 32 levels first): the database side must not depend on that. PGlite alone answered this body's
 * Bind with no bytes, PostgREST waited forever holding the session, and /health then said the
 * database was dead (docs/decisions.md).
 */
let dir: string;
let stack: Stack;

/** Answered, not hung: a refusal is a scan of 20 KB; generous for a loaded machine. */
const ANSWERED_WITHIN_MS = 10_000;

const deepToken = (depth: number) => `{"token":${'['.repeat(depth)}${']'.repeat(depth)}}`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'postgrest-deep-json-'));
  stack = await startStack({
    port: 0,
    dataDir: join(dir, 'data'),
    distDir: join(dir, 'no-dist'),
    log: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  try {
    await stack?.stop();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}, 60_000);

const invitationPreview = (body: string) =>
  fetch(`${stack.postgrest.url()!}/rpc/invitation_preview`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(ANSWERED_WITHIN_MS),
  });

it("refuses the probe's 10,000-deep token with PostgreSQL's 54000, every time, and keeps serving", async () => {
  for (let round = 0; round < 3; round++) {
    const response = await invitationPreview(deepToken(10_000));
    // PostgREST 12 maps 54* (program limit exceeded) to 413.
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: '54000',
      message: 'JSON nested too deep, maximum permitted depth is 1000',
    });
    const health = await fetch(`${stack.url}/health`);
    expect(health.status).toBe(200);
  }
  const ordinary = await invitationPreview('{"token":"not-a-token"}');
  expect(ordinary.status).toBe(200);
  expect(await ordinary.json()).toMatchObject({ status: 'unknown' });
  expect(stack.database.socketState!()).toMatchObject({ tooDeep: 3, ended: 0 });
  expect(stack.database.watchdog!().recycles).toBe(0);
}, 60_000);
