import { parentPort } from 'node:worker_threads';
import { readWorkbook } from './read-workbook';

/**
 * The worker thread's side of read-isolated.ts: reads each workbook it is sent, one at a time, and
 * posts the sheets and errors back. Runs under the heap limit its parent set.
 */
parentPort!.on('message', (file: Uint8Array) => {
  void readWorkbook(Buffer.from(file.buffer, file.byteOffset, file.byteLength)).then((result) => parentPort!.postMessage(result));
});
parentPort!.postMessage('ready');
