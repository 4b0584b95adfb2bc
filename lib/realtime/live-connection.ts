import { REFRESH_COALESCE_MS, reconnectDelay, SLOW_POLL_MS } from "@/lib/realtime/schedule";
import { ORDER_CHANGED_EVENT, parseOrderChange, type OrderChange } from "@/lib/realtime/topics";

/**
 * A live screen's connection, framework-free: private Realtime channels on its topics, and the rules that keep
 * the screen honest. Each change is only a nudge to read the screen again (`refresh`); after a dropped
 * connection the channels rejoin and the screen reads again at once; a tab that becomes visible reads again;
 * while any channel is down a slow poll reads every 30 s.
 */

/** 'connecting' until every channel has joined once; 'reconnecting' whenever one is down after that. */
export type LiveStatus = "connecting" | "live" | "reconnecting";

type SubscribeState = "SUBSCRIBED" | "TIMED_OUT" | "CLOSED" | "CHANNEL_ERROR";

/** The part of realtime-js's RealtimeChannel this uses. */
export type LiveChannel = {
  on(
    type: "broadcast",
    filter: { event: string },
    callback: (message: { payload?: unknown }) => void,
  ): LiveChannel;
  subscribe(callback: (state: `${SubscribeState}`, error?: Error) => void): LiveChannel;
};

/** The part of realtime-js's RealtimeClient this uses. */
export type LiveClient = {
  channel(topic: string, options: { config: { private: true } }): LiveChannel;
  removeChannel(channel: LiveChannel): Promise<unknown>;
  /** Sends the current access token (again) to the channels, as the join and renewals need it. */
  setAuth(): Promise<void>;
};

export type LiveOptions = {
  topics: readonly string[];
  /** The page's Realtime client; null when nobody is signed in (the screen then only polls). */
  connect: () => Promise<LiveClient | null>;
  /** Read the screen again through the data layer. */
  refresh: () => void;
  /** A change as the broadcast described it (null when its payload was not understood), before the refresh. */
  onChange?: (change: OrderChange | null) => void;
  onStatus: (status: LiveStatus) => void;
  /** defaults to `document` (visibility) */
  visibility?: Pick<Document, "visibilityState" | "addEventListener" | "removeEventListener">;
};

type Slot = { topic: string; channel: LiveChannel | null; joined: boolean; closedTries: number };

/** Starts the connection; the function it returns stops it (channels left, timers and listeners gone). */
export function startLive(options: LiveOptions): () => void {
  const { topics, refresh, onStatus } = options;
  const visibility = options.visibility ?? document;
  const slots: Slot[] = topics.map((topic) => ({ topic, channel: null, joined: false, closedTries: 0 }));
  let stopped = false;
  let client: LiveClient | null = null;
  let status: LiveStatus = "connecting";
  let everLive = false;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let coalesceTimer: ReturnType<typeof setTimeout> | undefined;
  const retryTimers = new Set<ReturnType<typeof setTimeout>>();

  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    onStatus(next);
    if (next === "live") {
      clearInterval(pollTimer);
      pollTimer = undefined;
    } else if (pollTimer === undefined) {
      pollTimer = setInterval(refresh, SLOW_POLL_MS);
    }
  };

  const settle = () => {
    if (stopped) return;
    if (slots.every((slot) => slot.joined)) {
      // back after a drop: whatever changed meanwhile was never announced
      if (everLive) refresh();
      everLive = true;
      setStatus("live");
    } else if (everLive) {
      setStatus("reconnecting");
    }
  };

  const refreshSoon = () => {
    if (coalesceTimer !== undefined) return;
    coalesceTimer = setTimeout(() => {
      coalesceTimer = undefined;
      if (!stopped) refresh();
    }, REFRESH_COALESCE_MS);
  };

  const join = (slot: Slot, live: LiveClient) => {
    const channel = live.channel(slot.topic, { config: { private: true } });
    slot.channel = channel;
    channel
      .on("broadcast", { event: ORDER_CHANGED_EVENT }, (message) => {
        if (stopped || slot.channel !== channel) return;
        options.onChange?.(parseOrderChange(message.payload));
        refreshSoon();
      })
      .subscribe((state) => {
        if (stopped || slot.channel !== channel) return;
        if (state === "SUBSCRIBED") {
          slot.joined = true;
          slot.closedTries = 0;
        } else {
          slot.joined = false;
          // realtime-js rejoins an errored or timed-out channel by itself; a channel the server closed (its
          // token expired, say) is joined again here, on the reconnect schedule
          if (state === "CLOSED") {
            slot.closedTries += 1;
            const timer = setTimeout(() => {
              retryTimers.delete(timer);
              if (stopped || slot.channel !== channel) return;
              void live.removeChannel(channel);
              void live.setAuth().finally(() => {
                if (!stopped) join(slot, live);
              });
            }, reconnectDelay(slot.closedTries));
            retryTimers.add(timer);
          }
        }
        settle();
      });
  };

  const onVisibility = () => {
    if (visibility.visibilityState === "visible") refresh();
  };
  visibility.addEventListener("visibilitychange", onVisibility);
  // until the channels have joined, the poll already keeps the screen honest
  pollTimer = setInterval(refresh, SLOW_POLL_MS);
  onStatus(status);

  let connectTries = 0;
  const open = () => {
    options
      .connect()
      .then(async (live) => {
        if (stopped) return;
        // nobody signed in any more: the page's own guard takes over at its next read
        if (!live) return setStatus("reconnecting");
        client = live;
        await live.setAuth();
        if (stopped) return;
        for (const slot of slots) join(slot, live);
      })
      .catch(() => {
        // no socket (the token route or the network failed): the slow poll carries on, and it tries again
        if (stopped) return;
        connectTries += 1;
        setStatus("reconnecting");
        const timer = setTimeout(() => {
          retryTimers.delete(timer);
          if (!stopped) open();
        }, reconnectDelay(connectTries));
        retryTimers.add(timer);
      });
  };
  open();

  return () => {
    stopped = true;
    visibility.removeEventListener("visibilitychange", onVisibility);
    clearInterval(pollTimer);
    clearTimeout(coalesceTimer);
    for (const timer of retryTimers) clearTimeout(timer);
    if (client) for (const slot of slots) if (slot.channel) void client.removeChannel(slot.channel);
  };
}
