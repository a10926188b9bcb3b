// @ts-check
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite on its own thread (pglite-thread.ts starts it; the message types live there). PGlite's
 * WASM runs synchronously: a long or runaway statement blocks the thread it runs on. Here that is
 * this worker, not the stack's main thread, so the gateway keeps answering and the watchdog there
 * can end this thread. Plain JavaScript: a worker thread gets no TypeScript loader under Vitest.
 */

/** PostgreSQL's error fields (code, detail, hint …) survive the thread boundary. */
function errorFields(/** @type {unknown} */ error) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        fields[key] = value;
      }
    }
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

/**
 * @param {PGlite} db
 * @param {any} request
 */
async function run(db, request) {
  switch (request.op) {
    case 'protocol': {
      /** @type {Uint8Array[]} */
      const chunks = [];
      await db.execProtocolRawStream(request.message, {
        syncToFs: request.syncToFs,
        // PGlite reuses its output buffer: copy each chunk.
        onRawData: (chunk) => chunks.push(chunk.slice()),
      });
      return Buffer.concat(chunks);
    }
    case 'query': {
      const result = await db.query(request.text, request.params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'exec':
      await db.exec(request.text);
      return null;
    case 'dump':
      return new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    case 'close':
      await db.close();
      return null;
    default:
      throw new Error(`unknown request ${String(request.op)}`);
  }
}

async function main() {
  const port = parentPort;
  if (!port) throw new Error('pglite-thread-worker runs as a worker thread');
  const { dataDir, loadDataDir } = workerData;
  let db;
  try {
    // relaxedDurability false: every statement's result waits for the filesystem sync
    // (docs/decisions.md: what survives a kill -9).
    db = await PGlite.create({
      dataDir,
      relaxedDurability: false,
      ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    });
  } catch (error) {
    port.postMessage({ ready: false, error: errorFields(error) });
    return;
  }
  const opened = db;
  port.postMessage({ ready: true });
  // One request at a time, in order: the main thread sends the next only after this one's reply.
  port.on('message', (request) => {
    void run(opened, request).then(
      (value) => {
        const inTransaction = request.op === 'close' ? false : opened.isInTransaction();
        port.postMessage({ id: request.id, ok: true, value, inTransaction });
        if (request.op === 'close') port.close();
      },
      (error) => {
        const inTransaction = opened.closed ? false : opened.isInTransaction();
        port.postMessage({ id: request.id, ok: false, error: errorFields(error), inTransaction });
      },
    );
  });
}

void main();
