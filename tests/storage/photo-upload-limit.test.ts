import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ACTION_BODY_LIMIT_BYTES } from "@/lib/auth/action-guard";
import { holdActionRequest } from "@/lib/server/hold-action-request";
import { MAX_PHOTO_BYTES } from "@/lib/storage/photo-rules";

// A product form posts its photo (up to 5 MB) to a server action: Next's body limit and the action guard in
// front of it (lib/server/hold-action-request.ts) must both let that through, and still stop bigger bodies.

type ConfigModule = { SERVER_ACTIONS_BODY_SIZE_LIMIT: string };
const { SERVER_ACTIONS_BODY_SIZE_LIMIT } = (await import(`${process.cwd()}/next.config.mjs`)) as ConfigModule;

const ID = "7f".padEnd(42, "0");
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
let reached: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      reached.push(sha(Buffer.concat(chunks)));
      res.end("next");
    });
  });
  const emit = server.emit;
  server.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const [req, res] = args as Parameters<typeof holdActionRequest>;
      if (holdActionRequest(req, res, () => Reflect.apply(emit, this, [event, ...args]))) return true;
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof server.emit;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The product form as useActionState sends it: row 0 names the FormData, its fields carry prefix 1_. */
async function productForm(photoBytes: number) {
  const form = new FormData();
  form.append("0", '["$K1"]');
  form.append("1_nome", "Broa de fubá");
  form.append("1_preco", "6,50");
  form.append("1_foto", new File([new Uint8Array(photoBytes)], "broa.jpg", { type: "image/jpeg" }));
  const request = new Request(base, { method: "POST", body: form });
  return {
    body: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get("content-type") ?? "",
  };
}

async function postAction(body: Uint8Array<ArrayBuffer>, type: string) {
  const response = await fetch(`${base}/company/produtos`, {
    method: "POST",
    body,
    headers: { "Content-Type": type, "Next-Action": ID },
  });
  return response.status;
}

describe("a server action big enough for a 5 MB product photo", () => {
  it("sets Next's bodySizeLimit to the guard's limit, with room for the photo and its form", () => {
    const [, megabytes = "0"] = /^(\d+)mb$/.exec(SERVER_ACTIONS_BODY_SIZE_LIMIT) ?? [];
    expect(Number(megabytes) * 1024 * 1024).toBe(ACTION_BODY_LIMIT_BYTES);
    expect(ACTION_BODY_LIMIT_BYTES - MAX_PHOTO_BYTES).toBeGreaterThanOrEqual(512 * 1024);
  });

  it("lets a product form with a 5 MB photo reach the action, byte for byte", async () => {
    reached = [];
    const { body, type } = await productForm(MAX_PHOTO_BYTES);
    expect(await postAction(body, type)).toBe(200);
    expect(reached).toEqual([sha(body)]);
  });

  it("still refuses a body past the limit with 413, before the action sees it", async () => {
    reached = [];
    const { body, type } = await productForm(ACTION_BODY_LIMIT_BYTES);
    expect(await postAction(body, type)).toBe(413);
    expect(reached).toEqual([]);
  });
});
