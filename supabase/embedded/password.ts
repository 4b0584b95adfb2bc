import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

type Reply = { id: number; result?: string | boolean; error?: string };
type Job = {
  id: number;
  message: Record<string, unknown>;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
};

/** GoTrue's bcrypt cost. */
const COST = 10;
/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = "$2a$10$CwTycUXWue0Thq9StjUM0uJ8.4rCqN1C6Bf4pZ1fJqZ0uYqU1vS2K";
/** Each worker holds its own V8 heap: enough to use every core, never dozens of them. */
const MAX_WORKERS = 8;

/** One worker per core (capped): bcrypt runs in parallel and the single PGlite thread stays free. */
export function poolSize(cores: number = availableParallelism()): number {
  return Math.max(1, Math.min(MAX_WORKERS, cores));
}

/**
 * bcrypt in a pool of worker threads fed from one first-come queue, so a burst of attempts waits its
 * turn behind the others instead of behind one busy thread.
 */
export class PasswordHasher {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = poolSize()) {
    for (let i = 0; i < size; i += 1) this.idle.push(this.spawn());
  }

  private spawn(): Worker {
    const worker = new Worker(new URL("./password-worker.mjs", import.meta.url));
    worker.unref();
    worker.on("message", (reply: Reply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      if (job && job.id === reply.id) {
        if (reply.error !== undefined || reply.result === undefined) {
          job.reject(new Error(reply.error ?? "password worker failed"));
        } else job.resolve(reply.result);
      }
      this.release(worker);
    });
    worker.on("error", (error) => {
      this.busy.get(worker)?.reject(error);
      this.busy.delete(worker);
      // A crashed worker is replaced so the pool keeps its size.
      if (!this.closed) this.release(this.spawn());
    });
    return worker;
  }

  private release(worker: Worker): void {
    const next = this.queue.shift();
    if (next) this.run(worker, next);
    else this.idle.push(worker);
  }

  private run(worker: Worker, job: Job): void {
    this.busy.set(worker, job);
    worker.postMessage({ ...job.message, id: job.id });
  }

  private call(message: Record<string, unknown>): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error("password hasher closed"));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, message, resolve, reject };
      const worker = this.idle.pop();
      if (worker) this.run(worker, job);
      else this.queue.push(job);
    });
  }

  async hash(password: string): Promise<string> {
    return String(await this.call({ op: "hash", password, cost: COST }));
  }

  /** False for a missing hash too, after spending the same time as a real check. */
  async verify(password: string, hash: string | null | undefined): Promise<boolean> {
    const result = await this.call({ op: "verify", password, hash: hash || DUMMY_HASH });
    return Boolean(hash) && result === true;
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error("password hasher closed");
    for (const job of [...this.queue, ...this.busy.values()]) job.reject(error);
    this.queue.length = 0;
    const workers = [...this.idle, ...this.busy.keys()];
    this.busy.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
