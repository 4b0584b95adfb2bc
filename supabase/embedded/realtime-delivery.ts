import type { Database } from "./db";
import type { ChannelRegistry } from "./realtime-channels";
import { encodeBroadcast, type Vsn } from "./realtime-protocol";

/** The NOTIFY channel realtime-schema.sql's trigger announces each committed broadcast row on. */
export const ANNOUNCE_CHANNEL = "realtime_embedded_messages";

/** A row of `realtime.messages` to fan out, as the trigger announces it. */
export type BroadcastMessage = {
  id: string;
  topic: string;
  event: string;
  private: boolean;
  payload: unknown;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The announcement's message, or just its id when the row was too large for NOTIFY (or null if unreadable). */
export function parseAnnouncement(text: string): BroadcastMessage | { id: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const note = value as Record<string, unknown>;
  if (typeof note.id !== "string" || !UUID.test(note.id)) return null;
  if (typeof note.topic !== "string" || typeof note.event !== "string") return { id: note.id };
  return {
    id: note.id,
    topic: note.topic,
    event: note.event,
    private: note.private === true,
    payload: note.payload,
  };
}

/**
 * Sends one message to every channel joined on its topic whose role may read broadcasts there, encoded once
 * per protocol version (hosted's MessageDispatcher). A public message (`private = false`) would go to public
 * channels, which this backend never opens. Returns how many sockets it reached.
 */
export function fanOut(registry: ChannelRegistry, message: BroadcastMessage): number {
  if (!message.private) return 0;
  const encoded = new Map<Vsn, string | Buffer | null>();
  let reached = 0;
  for (const channel of registry.subscribers(message.topic)) {
    if (!channel.policies.broadcast) continue;
    if (!encoded.has(channel.vsn)) {
      const meta = { id: message.id };
      encoded.set(
        channel.vsn,
        encodeBroadcast(channel.topic, message.event, message.payload, meta, channel.vsn),
      );
    }
    const frame = encoded.get(channel.vsn);
    if (!frame) continue;
    channel.send(frame);
    reached += 1;
  }
  return reached;
}

async function readMessage(db: Database, id: string): Promise<BroadcastMessage | null> {
  const { rows } = await db.query<BroadcastMessage>(
    "select id::text as id, topic, event, coalesce(private, false) as private, payload " +
      "from realtime.messages where id = $1 and extension = 'broadcast' and event is not null",
    [id],
  );
  return rows[0] ?? null;
}

/** Hosted drops partitions older than 3 days; an hour is plenty for a local backend's nudges. */
const KEEP_MESSAGES = "1 hour";
const PRUNE_EVERY_MS = 10 * 60_000;

export type Delivery = { stop(): Promise<void> };

/**
 * Listens for the trigger's announcements and fans each message out as soon as its transaction commits (no
 * polling), in commit order; prunes old rows now and every few minutes. `delivered` counts sockets reached.
 */
export async function startDelivery(
  db: Database,
  registry: ChannelRegistry,
  delivered: (count: number) => void,
): Promise<Delivery> {
  let queue = Promise.resolve();
  const unlisten = await db.listen(ANNOUNCE_CHANNEL, (text) => {
    queue = queue
      .then(async () => {
        const note = parseAnnouncement(text);
        const message = note && "topic" in note ? note : note ? await readMessage(db, note.id) : null;
        if (message) delivered(fanOut(registry, message));
      })
      .catch((error: unknown) => console.error("[vitrine-backend] realtime delivery failed:", error));
  });
  const prune = () =>
    db
      .query(`delete from realtime.messages where inserted_at < now() - interval '${KEEP_MESSAGES}'`)
      .catch((error: unknown) => {
        if (!db.closed) console.error("[vitrine-backend] realtime prune failed:", error);
      });
  await prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await queue;
      if (!db.closed) await unlisten().catch(() => {});
    },
  };
}
