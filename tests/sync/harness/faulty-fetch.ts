/**
 * A device's network as the property tests see it: the real fetch to the local stack, with faults
 * injected on purpose. Every sync_push the server actually answered is reported to `onPushAnswer`
 * before any fault hides the answer from the device, so the test knows the server's true history.
 */
export type Fault =
  | 'unreachable' // the request never leaves: fetch throws as it does offline
  | 'http500'
  | 'http503' // answered by a failing proxy; the server never saw it
  | 'lost-response' // the server commits, the answer is lost on the way back
  | 'garbled-response' // the server commits, the device gets a 200 that breaks the protocol
  | 'delivered-twice'; // the request reaches the server twice (a retrying proxy)

export interface PushAnswer {
  body: { client_id: string; changes: Array<{ seq: number } & Record<string, unknown>> };
  answer: { results: Array<{ seq: number; status: string; code?: string; message?: string }> };
}

export interface NetworkControl {
  online: boolean;
  /** Faults applied to the next requests, one each, in order. */
  faults: Fault[];
}

const isPush = (url: string) => url.includes('/rest/v1/rpc/sync_push');

export function createFaultyFetch(
  control: NetworkControl,
  onPushAnswer: (answer: PushAnswer) => void,
): typeof fetch {
  const deliver = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!isPush(url) || !response.ok) return response;
    const text = await response.text();
    onPushAnswer({ body: JSON.parse(String(init?.body)), answer: JSON.parse(text) });
    return new Response(text, { status: response.status, headers: response.headers });
  };

  return async (input, init) => {
    if (!control.online) throw new TypeError('fetch failed (device offline)');
    const fault = control.faults.shift();
    switch (fault) {
      case 'unreachable':
        throw new TypeError('fetch failed (unreachable)');
      case 'http500':
      case 'http503':
        return new Response(JSON.stringify({ message: 'injected' }), {
          status: fault === 'http500' ? 500 : 503,
          headers: { 'Content-Type': 'application/json' },
        });
      case 'lost-response':
        await (await deliver(input, init)).text();
        throw new TypeError('fetch failed (response lost)');
      case 'garbled-response': {
        const delivered = await deliver(input, init);
        if (!delivered.ok) return delivered;
        return new Response(JSON.stringify(garble(await delivered.json())), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      case 'delivered-twice':
        await (await deliver(input, init)).text();
        return deliver(input, init);
      default:
        return deliver(input, init);
    }
  };
}

/**
 * The answer after a broken proxy or an out-of-step server: valid JSON that breaks the protocol
 * (push seqs as text, a page without its scope, fetched rows with numeric txids, or nothing).
 */
function garble(answer: unknown): unknown {
  if (Array.isArray(answer)) {
    return answer.length === 0
      ? { rows: answer }
      : answer.map((row: Record<string, unknown>) => ({ ...row, txid: Number(row.txid) }));
  }
  if (answer && typeof answer === 'object' && 'results' in answer) {
    const results = (answer as { results: Array<{ seq: number }> }).results;
    return {
      ...answer,
      results: results.map((result) => ({ ...result, seq: String(result.seq) })),
    };
  }
  if (answer && typeof answer === 'object' && 'scope' in answer) {
    const { scope: _, ...rest } = answer as Record<string, unknown>;
    return rest;
  }
  return null;
}
