import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the loopback server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/rest/v1/rpc/sync_pull`. */
  url: string;
  body: unknown;
}

/** What to answer: any status and any body, JSON or not (a string is sent as it is). */
export interface RawAnswer {
  status: number;
  body: unknown;
  contentType?: string;
}

export type Answerer = (request: SeenRequest) => RawAnswer | Promise<RawAnswer>;

export interface LoopbackServer {
  url: string;
  requests: SeenRequest[];
  close(): Promise<void>;
}

/**
 * Test double (tests only): a real HTTP server on 127.0.0.1 that answers whatever `answer` says,
 * so supabase-js is driven end to end (fetch, status, body parsing) by a server that may answer
 * junk. Everything it was asked is kept in `requests`.
 */
export async function startLoopbackServer(answer: Answerer): Promise<LoopbackServer> {
  const requests: SeenRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const request: SeenRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        body: await readJson(incoming),
      };
      requests.push(request);
      try {
        const { status, body, contentType } = await answer(request);
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        outgoing.writeHead(status, {
          'content-type':
            contentType ?? (typeof body === 'string' ? 'text/html' : 'application/json'),
        });
        outgoing.end(text);
      } catch (error) {
        outgoing.writeHead(500, { 'content-type': 'text/plain' });
        outgoing.end(`loopback answerer threw: ${String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readJson(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
