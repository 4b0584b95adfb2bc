import { Worker } from "node:worker_threads";

type Reply = { id: number; result?: string | boolean; error?: string };
type Pending = { resolve: (value: string | boolean) => void; reject: (error: Error) => void };

/** GoTrue's bcrypt cost. */
const COST = 10;
/** Compared against when the e-mail is unknown, so both failures take the same time. */
const DUMMY_HASH = "$2a$10$CwTycUXWue0Thq9StjUM0uJ8.4rCqN1C6Bf4pZ1fJqZ0uYqU1vS2K";

/** bcrypt in one worker thread: the single PGlite thread keeps serving while a password is checked. */
export class PasswordHasher {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor() {
    this.worker = new Worker(new URL("./password-worker.mjs", import.meta.url));
    this.worker.unref();
    this.worker.on("message", (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined || reply.result === undefined) {
        waiter.reject(new Error(reply.error ?? "password worker failed"));
      } else {
        waiter.resolve(reply.result);
      }
    });
    this.worker.on("error", (error) => this.failAll(error));
  }

  private call(message: Record<string, unknown>): Promise<string | boolean> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private failAll(error: Error): void {
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
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
    this.failAll(new Error("password hasher closed"));
    await this.worker.terminate();
  }
}
