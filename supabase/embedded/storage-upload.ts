import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

import type { BackendContext } from "./context";
import { header, readBytes, sendJson } from "./http";
import type { RequestAuth } from "./rest-auth";
import { asRole } from "./rest-common";
import { storageDatabaseError, storageErrors } from "./storage-errors";

/** Storage's default global upload limit (50 MB); a bucket's `file_size_limit` lowers it. */
export const STORAGE_MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Room for a multipart body's boundaries and fields around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MULTIPART = /^\s*multipart\/form-data\b/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Bucket = { id: string; file_size_limit: string | number | null; allowed_mime_types: string[] | null };
type Upload = { bytes: Buffer; contentType: string; cacheControl: string };

/** The file of a request: storage-js sends raw bytes with headers, or a Blob as multipart form data. */
async function readUpload(req: IncomingMessage, limit: number): Promise<Upload> {
  const type = header(req, "content-type") ?? "text/plain;charset=UTF-8";
  if (!MULTIPART.test(type)) {
    const cacheControl = header(req, "cache-control") ?? "no-cache";
    return { bytes: await readBytes(req, limit), contentType: type, cacheControl };
  }
  const body = await readBytes(req, limit + MULTIPART_OVERHEAD_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw storageErrors.invalidRequest("Malformed multipart body");
  }
  const file = [...form.values()].find((value): value is File => typeof value !== "string");
  if (!file) throw storageErrors.invalidRequest("No content provided");
  const seconds = form.get("cacheControl");
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    contentType: file.type || "text/plain;charset=UTF-8",
    cacheControl: typeof seconds === "string" && seconds !== "" ? `max-age=${seconds}` : "no-cache",
  };
}

/** Storage matches the type without parameters, `image/*` standing for any image. */
export function mimeTypeAllowed(contentType: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const type = contentType.split(";", 1)[0]!.trim().toLowerCase();
  return allowed.some((entry) => {
    const rule = entry.trim().toLowerCase();
    return rule.endsWith("/*") ? type.startsWith(rule.slice(0, -1)) : rule === type;
  });
}

const INSERT = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
  values ($1, $2, $3, $4, $5)`;
const UPSERT = `${INSERT} on conflict (bucket_id, name) do update
  set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata, updated_at = now()`;
const UPDATE = `update storage.objects
  set owner = $3, owner_id = $4, metadata = $5, updated_at = now(), last_accessed_at = now()
  where bucket_id = $1 and name = $2`;

/**
 * POST (create; `x-upsert: true` replaces) or PUT (replace) /storage/v1/object/<bucket>/<name>: the row is
 * written as the caller's role with its claims, so the bucket's RLS policies decide; the bytes are stored
 * in the same transaction, and a refused row stores nothing.
 */
export async function uploadObject(
  ctx: BackendContext,
  req: IncomingMessage,
  res: ServerResponse,
  auth: RequestAuth,
  target: { bucket: string; name: string; replace: boolean },
): Promise<void> {
  const found = await ctx.db.query<Bucket>(
    "select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1",
    [target.bucket],
  );
  const bucket = found.rows[0];
  if (!bucket) throw storageErrors.noSuchBucket();
  const limit = Math.min(Number(bucket.file_size_limit ?? Infinity), STORAGE_MAX_UPLOAD_BYTES);
  const upload = await readUpload(req, limit);
  if (upload.bytes.length > limit) throw storageErrors.entityTooLarge();
  if (!mimeTypeAllowed(upload.contentType, bucket.allowed_mime_types))
    throw storageErrors.invalidMimeType(upload.contentType);

  const sub = typeof auth.claims.sub === "string" && UUID.test(auth.claims.sub) ? auth.claims.sub : null;
  const metadata = {
    eTag: `"${createHash("md5").update(upload.bytes).digest("hex")}"`,
    size: upload.bytes.length,
    mimetype: upload.contentType,
    cacheControl: upload.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: upload.bytes.length,
    httpStatusCode: 200,
  };
  const statement = target.replace ? UPDATE : header(req, "x-upsert") === "true" ? UPSERT : INSERT;
  let id: string;
  try {
    id = await asRole(ctx, auth, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(`${statement} returning id`, [
        target.bucket,
        target.name,
        sub,
        sub,
        JSON.stringify(metadata),
      ]);
      const written = rows[0]?.id;
      if (!written) throw storageErrors.noSuchKey();
      await ctx.files.write(target.bucket, written, upload.bytes);
      return written;
    });
  } catch (error) {
    throw storageDatabaseError(error) ?? error;
  }
  sendJson(res, 200, { Id: id, Key: `${target.bucket}/${target.name}` });
}
