import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { importMessage } from './import-messages';
import { IMPORT_LIMITS } from './layout';
import type { ImportError, ReadWorkbook } from './read-workbook';

export interface IsolationLimits {
  /** The worker's JavaScript heap (exceljs keeps the whole workbook as objects, about 0.6 kB per cell). */
  heapMb: number;
  /** A read that takes longer is stopped. */
  timeoutMs: number;
  /** A worker left without work this long is ended, and its memory with it. */
  idleMs: number;
}

type ReadResult = { sheets: ReadWorkbook; errors: ImportError[] };

/**
 * The worker runs this installation's TypeScript sources: it registers tsx itself (a worker does
 * not inherit the parent's --import loader), then loads read-worker.ts.
 */
function bootstrapCode(): string {
  const tsxApi = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/index\.cjs$/, 'index.mjs');
  const entry = new URL('./read-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(pathToFileURL(tsxApi).href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
}

/** One reader thread: started once (loading exceljs takes seconds), then reused for one read at a time. */
class ReaderWorker {
  readonly worker: Worker;
  readonly ready: Promise<void>;
  busy = false;
  dead = false;
  private pending?: { resolve(result: ReadResult): void; reject(err: Error): void };

  constructor(private readonly limits: IsolationLimits) {
    this.worker = new Worker(bootstrapCode(), { eval: true, resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 16 } });
    this.worker.unref();
    this.ready = new Promise((resolve, reject) => {
      this.worker.once('message', () => resolve());
      this.worker.once('error', reject);
    });
    this.worker.on('message', (message: ReadResult | 'ready') => {
      if (message !== 'ready') this.finish((p) => p.resolve(message));
    });
    this.worker.on('error', (err: Error & { code?: string }) => {
      this.dead = true;
      // A workbook that needs more cells than the heap holds ends the worker, not the server.
      this.finish((p) => (err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? p.resolve(tooLarge()) : p.reject(err)));
    });
    this.worker.on('exit', () => {
      this.dead = true;
      this.finish((p) => p.reject(new Error('The workbook reader stopped')));
    });
  }

  async read(file: Buffer): Promise<ReadResult> {
    await this.ready;
    return new Promise<ReadResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.finish((p) => p.resolve(tooLarge()));
        this.stop();
      }, this.limits.timeoutMs);
      this.pending = {
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      this.worker.postMessage(new Uint8Array(file.buffer, file.byteOffset, file.byteLength));
    });
  }

  stop(): void {
    this.dead = true;
    void this.worker.terminate();
  }

  private finish(fn: (p: NonNullable<ReaderWorker['pending']>) => void): void {
    const p = this.pending;
    this.pending = undefined;
    if (p) fn(p);
  }
}

const tooLarge = (): ReadResult => ({ sheets: {}, errors: [{ sheet: '', ...importMessage('workbookTooLargeToRead') }] });

/**
 * Reads workbooks (exceljs) in worker threads, not on the server's event loop: parsing a large
 * sheet holds its thread for seconds at a time, and every other call would wait. Each worker's
 * heap is capped, so a workbook that unpacks into more cells than the cap holds ends that worker,
 * not the server, and is refused as too large. Idle workers are kept for the next import, and
 * ended after `idleMs`. Call inspectWorkbookZip first: it bounds what a worker inflates outside
 * its heap.
 */
export class WorkbookReaders {
  private readonly idle: ReaderWorker[] = [];
  private idleTimer?: NodeJS.Timeout;

  constructor(private readonly limits: IsolationLimits = IMPORT_LIMITS.reading) {}

  /** A started reader (waits for a new one to load exceljs); the caller gives it back with release(). */
  async acquire(): Promise<ReaderWorker> {
    let reader = this.idle.pop();
    while (reader?.dead) reader = this.idle.pop();
    reader ??= new ReaderWorker(this.limits);
    reader.busy = true;
    await reader.ready;
    return reader;
  }

  release(reader: ReaderWorker): void {
    reader.busy = false;
    if (reader.dead) return;
    this.idle.push(reader);
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.close(), this.limits.idleMs);
    this.idleTimer.unref();
  }

  close(): void {
    clearTimeout(this.idleTimer);
    for (const reader of this.idle.splice(0)) reader.stop();
  }
}

export type { ReaderWorker };
