import type { IncomingMessage, ServerResponse } from "node:http";

import type { BackendContext } from "./context";
import { asObject, header, HttpError, readJson, sendJson } from "./http";
import { requestAuth, type RequestAuth } from "./rest-auth";
import { asRole } from "./rest-common";
import { storageDatabaseError, storageErrors } from "./storage-errors";
import { uploadObject } from "./storage-upload";

/** Storage refuses longer object names, and a removal of more names at once. */
const MAX_NAME_LENGTH = 1024;
const MAX_PREFIXES = 1000;

/** An object name from the URL: decoded, no empty/`.`/`..` segment, no control characters. */
export function objectName(raw: string): string {
  let name: string;
  try {
    name = decodeURIComponent(raw);
  } catch {
    throw storageErrors.invalidKey(raw);
  }
  const badSegment = name.split("/").some((part) => part === "" || part === "." || part === "..");
  if (name.length > MAX_NAME_LENGTH || badSegment || /[\u0000-\u001f\u007f]/.test(name))
    throw storageErrors.invalidKey(name);
  return name;
}

/** The caller's role and claims, as for the Data API; a bad token answers in Storage's shape. */
async function storageAuth(ctx: BackendContext, req: IncomingMessage, url: URL): Promise<RequestAuth> {
  try {
    return await requestAuth(ctx, req, url);
  } catch (error) {
    // the gateway's own API-key answers (no `code`) stay as they are
    if (error instanceof HttpError && typeof error.body.code === "string") {
      const message = error.body.code === "PGRST303" ? "jwt expired" : "invalid signature";
      throw storageErrors.invalidJwt(message);
    }
    throw error;
  }
}

type StoredObject = { id: string; metadata: Record<string, unknown> | null; updated_at: string | Date };

/** GET/HEAD /storage/v1/object/public/<bucket>/<name>: a public bucket's file, to anyone, no key needed. */
async function publicObject(ctx: BackendContext, req: IncomingMessage, res: ServerResponse, path: string) {
  req.resume();
  const slash = path.indexOf("/");
  const bucket = decodeURIComponent(slash < 0 ? path : path.slice(0, slash));
  const name = objectName(slash < 0 ? "" : path.slice(slash + 1));
  const buckets = await ctx.db.query("select 1 from storage.buckets where id = $1 and public", [bucket]);
  if (buckets.rows.length === 0) throw storageErrors.noSuchBucket();
  const found = await ctx.db.query<StoredObject>(
    "select id, metadata, updated_at from storage.objects where bucket_id = $1 and name = $2",
    [bucket, name],
  );
  const object = found.rows[0];
  const bytes = object ? await ctx.files.read(bucket, object.id) : null;
  if (!object || !bytes) throw storageErrors.noSuchKey();
  const meta = object.metadata ?? {};
  const eTag = typeof meta.eTag === "string" ? meta.eTag : undefined;
  const headers: Record<string, string> = {
    "Content-Type": typeof meta.mimetype === "string" ? meta.mimetype : "application/octet-stream",
    "Cache-Control": typeof meta.cacheControl === "string" ? meta.cacheControl : "max-age=3600",
    "Last-Modified": new Date(object.updated_at).toUTCString(),
    ...(eTag ? { ETag: eTag } : {}),
  };
  if (eTag && header(req, "if-none-match") === eTag) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, "Content-Length": String(bytes.length) });
  res.end(req.method === "HEAD" ? undefined : bytes);
}

/** DELETE /storage/v1/object/<bucket> {prefixes}: removes the named objects RLS lets the caller delete. */
async function removeObjects(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  bucket: string,
) {
  const auth = await storageAuth(ctx, req, url);
  const prefixes = asObject(await readJson(req)).prefixes;
  if (
    !Array.isArray(prefixes) ||
    prefixes.length === 0 ||
    prefixes.length > MAX_PREFIXES ||
    prefixes.some((item) => typeof item !== "string")
  )
    throw storageErrors.invalidRequest(`body/prefixes must be an array of 1 to ${MAX_PREFIXES} names`);
  const buckets = await ctx.db.query("select 1 from storage.buckets where id = $1", [bucket]);
  if (buckets.rows.length === 0) throw storageErrors.noSuchBucket();
  let removed: Array<Record<string, unknown> & { id: string }>;
  try {
    removed = await asRole(ctx, auth, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown> & { id: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, name, bucket_id, owner, owner_id, version, created_at, updated_at, last_accessed_at, metadata`,
        [bucket, prefixes],
      );
      return rows;
    });
  } catch (error) {
    throw storageDatabaseError(error) ?? error;
  }
  // the rows are gone for good: their bytes follow
  for (const row of removed) await ctx.files.remove(bucket, row.id);
  sendJson(res, 200, removed);
}

/** /storage/v1/object/...: the part of the Storage API supabase-js's upload, remove and public URLs use. */
export async function handleStorage(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const path = url.pathname.slice("/storage/v1".length);
  const method = req.method ?? "GET";
  const publicRead = /^\/object\/public\/(.+)$/.exec(path);
  if (publicRead && (method === "GET" || method === "HEAD"))
    return publicObject(ctx, req, res, publicRead[1] ?? "");
  const bucketOnly = /^\/object\/([^/]+)\/?$/.exec(path);
  if (bucketOnly && method === "DELETE")
    return removeObjects(ctx, req, res, url, decodeURIComponent(bucketOnly[1]!));
  const object = /^\/object\/([^/]+)\/(.+)$/.exec(path);
  if (object && (method === "POST" || method === "PUT")) {
    const auth = await storageAuth(ctx, req, url);
    const target = { bucket: decodeURIComponent(object[1]!), name: objectName(object[2]!) };
    return uploadObject(ctx, req, res, auth, { ...target, replace: method === "PUT" });
  }
  req.resume();
  throw storageErrors.notFound(method, url.pathname);
}
