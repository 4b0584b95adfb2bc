import { jsonDepthExceeds } from "./http";

/**
 * The Phoenix wire formats hosted Realtime speaks (RealtimeWeb.Socket.V2Serializer and Phoenix's V1 JSON
 * serializer): vsn 1.0.0 frames are JSON objects without join_ref; vsn 2.0.0 frames are JSON arrays
 * `[join_ref, ref, topic, event, payload]`, plus the binary "user broadcast" frame for broadcasts.
 */
export type Vsn = "1.0.0" | "2.0.0";

export type Frame = {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
};

/** Phoenix matches `~> 1.0.0` / `~> 2.0.0`; a client that names no version speaks 1.0.0. */
export function parseVsn(raw: string | null): Vsn | null {
  if (raw === null || raw === "") return "1.0.0";
  if (/^1\.0\.\d{1,6}$/.test(raw)) return "1.0.0";
  if (/^2\.0\.\d{1,6}$/.test(raw)) return "2.0.0";
  return null;
}

function refOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

function frameOf(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Frame | null {
  const join = refOf(joinRef);
  const own = refOf(ref);
  if (join === undefined || own === undefined) return null;
  if (typeof topic !== "string" || typeof event !== "string") return null;
  return { joinRef: join, ref: own, topic, event, payload };
}

/**
 * A text frame the client sent, or null when it is not one (hosted logs MalformedWebSocketMessage and keeps
 * the socket). Binary frames carry client broadcasts, which this subset does not serve: null as well.
 */
export function decodeFrame(text: string, vsn: Vsn): Frame | null {
  if (jsonDepthExceeds(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === "2.0.0") {
    if (!Array.isArray(value) || value.length < 5) return null;
    const [joinRef, ref, topic, event, payload] = value as unknown[];
    return frameOf(joinRef, ref, topic, event, payload);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const map = value as Record<string, unknown>;
  if (!("topic" in map && "event" in map && "payload" in map && "ref" in map)) return null;
  return frameOf(map.join_ref, map.ref, map.topic, map.event, map.payload);
}

/** A server push or reply; V1 drops join_ref as Phoenix's V1 serializer does. */
export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === "2.0.0") {
    return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  }
  return JSON.stringify({ topic: frame.topic, event: frame.event, payload: frame.payload, ref: frame.ref });
}

export type ReplyStatus = "ok" | "error";

export function encodeReply(
  request: Pick<Frame, "joinRef" | "ref" | "topic">,
  status: ReplyStatus,
  response: Record<string, unknown>,
  vsn: Vsn,
): string {
  return encodeFrame({ ...request, event: "phx_reply", payload: { status, response } }, vsn);
}

const USER_BROADCAST = 4;
const JSON_ENCODING = 1;
const MAX_FIELD_BYTES = 255;

/**
 * A broadcast from the database as hosted fans it out (RealtimeWeb.Socket.UserBroadcast): on 2.0.0 the binary
 * frame `[4, topic size, event size, meta size, 1 (JSON)] topic event meta payload`, which realtime-js turns
 * into `{ type: 'broadcast', event, payload, meta }`; on 1.0.0 the same as a JSON "broadcast" push. Null when
 * a field is too long for the binary header (hosted drops that message for that socket too).
 */
export function encodeBroadcast(
  topic: string,
  event: string,
  payload: unknown,
  meta: Record<string, unknown>,
  vsn: Vsn,
): string | Buffer | null {
  if (vsn === "1.0.0") {
    const message = { event, payload, type: "broadcast", meta };
    return encodeFrame({ joinRef: null, ref: null, topic, event: "broadcast", payload: message }, vsn);
  }
  const fields = [topic, event, JSON.stringify(meta)].map((text) => Buffer.from(text, "utf8"));
  if (fields.some((field) => field.length > MAX_FIELD_BYTES)) return null;
  const [topicBytes, eventBytes, metaBytes] = fields as [Buffer, Buffer, Buffer];
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    JSON_ENCODING,
  ]);
  return Buffer.concat([
    header,
    topicBytes,
    eventBytes,
    metaBytes,
    Buffer.from(JSON.stringify(payload ?? null), "utf8"),
  ]);
}
