import { parentPort } from 'node:worker_threads';
import { HttpError } from '../../http/errors';
import { type ParseReply, type ParseRequest, WORKER_READY } from './parse-pool';
import { readDocument } from './read-document';

// The thread that reads uploaded PDF and Word files: pdf.js and mammoth work synchronously for
// long stretches, which must not hold up other requests; a stuck file is stopped by terminating
// this worker.
const port = parentPort;
if (!port) throw new Error('parse-worker runs only as a worker thread');

port.on('message', async ({ id, kind, data }: ParseRequest) => {
  let reply: ParseReply;
  try {
    reply = { id, ok: true, result: await readDocument(kind, Buffer.from(data)) };
  } catch (error) {
    // The user's German message crosses the thread as data; anything else is a broken file.
    reply =
      error instanceof HttpError
        ? { id, ok: false, status: error.statusCode, message: error.message }
        : { id, ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage(WORKER_READY);
