import type { RealtimeChannel, RealtimeClient } from "@supabase/realtime-js";

import { createAccessSource } from "@/lib/realtime/access";
import type { LiveChannel, LiveClient } from "@/lib/realtime/live-connection";
import { HEARTBEAT_MS, reconnectDelay } from "@/lib/realtime/schedule";

/**
 * The page's one Realtime socket (realtime-js's RealtimeClient, loaded only when a live screen opens, so no
 * other page carries it). It asks app/api/realtime/token for the signed-in user's access token on each
 * heartbeat that falls close to the token's expiry; the token is held in memory only.
 */

const access = createAccessSource();
let shared: RealtimeClient | null = null;
const raw = new WeakMap<LiveChannel, RealtimeChannel>();

function wrap(channel: RealtimeChannel): LiveChannel {
  const live: LiveChannel = {
    on(type, filter, callback) {
      channel.on(type, filter, callback);
      return live;
    },
    subscribe(callback) {
      channel.subscribe(callback);
      return live;
    },
  };
  raw.set(live, channel);
  return live;
}

/** The socket for a screen that opens now, as the user signed in now; null when nobody is. */
export async function connectRealtime(): Promise<LiveClient | null> {
  // whoever is signed in now: a sign-out and another sign-in in this tab must not reuse the last token
  access.reset();
  const current = await access.get();
  if (!current) return null;
  if (!shared) {
    const { RealtimeClient } = await import("@supabase/realtime-js");
    shared ??= new RealtimeClient(`${current.url}/realtime/v1`, {
      params: { apikey: current.apikey },
      accessToken: async () => (await access.get())?.accessToken ?? null,
      heartbeatIntervalMs: HEARTBEAT_MS,
      reconnectAfterMs: reconnectDelay,
    });
  }
  const client = shared;
  return {
    channel: (topic, options) => wrap(client.channel(topic, options)),
    removeChannel: async (channel) => {
      const found = raw.get(channel);
      if (found) await client.removeChannel(found);
    },
    setAuth: () => client.setAuth(),
  };
}
