import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  startLive,
  type LiveChannel,
  type LiveClient,
  type LiveStatus,
} from "@/lib/realtime/live-connection";

type State = "SUBSCRIBED" | "TIMED_OUT" | "CLOSED" | "CHANNEL_ERROR";

/** A channel as realtime-js drives it: the test plays the server's side. */
class FakeChannel implements LiveChannel {
  broadcast?: (message: { payload?: unknown }) => void;
  state?: (state: State) => void;
  constructor(
    readonly topic: string,
    readonly options: unknown,
  ) {}
  on(_type: "broadcast", filter: { event: string }, callback: (message: { payload?: unknown }) => void) {
    expect(filter).toEqual({ event: "pedido_mudou" });
    this.broadcast = callback;
    return this;
  }
  subscribe(callback: (state: State) => void) {
    this.state = callback;
    return this;
  }
}

function fakeClient() {
  const channels: FakeChannel[] = [];
  const removed: FakeChannel[] = [];
  const client: LiveClient = {
    channel: (topic, options) => {
      const channel = new FakeChannel(topic, options);
      channels.push(channel);
      return channel;
    },
    removeChannel: async (channel) => {
      removed.push(channel as FakeChannel);
    },
    setAuth: vi.fn().mockResolvedValue(undefined),
  };
  return { client, channels, removed };
}

function fakeVisibility() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
  target.visibilityState = "visible";
  const show = (state: DocumentVisibilityState) => {
    target.visibilityState = state;
    target.dispatchEvent(new Event("visibilitychange"));
  };
  return { target, show };
}

const ORDER = "6225c55e-3a91-4e68-a1cd-75dfa49cce6b";
const STORE = "7cc7327b-ef0b-4f9e-b7ab-12cd7de9e3e3";
const change = { pedido_id: ORDER, loja_id: STORE, de: "confirmado", para: "preparando", ator: "loja" };

async function start(topics = [`pedido:${ORDER}`], connect?: () => Promise<LiveClient | null>) {
  const fake = fakeClient();
  const visibility = fakeVisibility();
  const refresh = vi.fn();
  const onChange = vi.fn();
  const statuses: LiveStatus[] = [];
  const stop = startLive({
    topics,
    connect: connect ?? (() => Promise.resolve(fake.client)),
    refresh,
    onChange,
    onStatus: (status) => statuses.push(status),
    visibility: visibility.target,
  });
  await vi.advanceTimersByTimeAsync(0);
  const joinAll = () => fake.channels.forEach((channel) => channel.state?.("SUBSCRIBED"));
  return { ...fake, visibility, refresh, onChange, statuses, stop, joinAll };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a live screen's connection (issue 21: never stale)", () => {
  it("joins each topic as a private channel with the current token, and is 'Ao vivo' once all have joined", async () => {
    const live = await start([`loja:${STORE}:pedidos`, `pedido:${ORDER}`]);
    expect(live.client.setAuth).toHaveBeenCalled();
    expect(live.channels.map((channel) => [channel.topic, channel.options])).toEqual([
      [`loja:${STORE}:pedidos`, { config: { private: true } }],
      [`pedido:${ORDER}`, { config: { private: true } }],
    ]);
    live.channels[0]!.state?.("SUBSCRIBED");
    expect(live.statuses).toEqual(["connecting"]);
    live.channels[1]!.state?.("SUBSCRIBED");
    expect(live.statuses).toEqual(["connecting", "live"]);
    // the page was just rendered: joining the first time reads nothing again
    expect(live.refresh).not.toHaveBeenCalled();
  });

  it("hands each change to the screen and reads the screen again once for a burst of changes", async () => {
    const live = await start();
    live.joinAll();
    live.channels[0]!.broadcast?.({ payload: change });
    live.channels[0]!.broadcast?.({ payload: { ...change, de: "preparando", para: "pronto" } });
    expect(live.onChange).toHaveBeenCalledTimes(2);
    expect(live.onChange.mock.calls[0]![0]).toMatchObject({
      orderId: ORDER,
      from: "confirmed",
      to: "preparing",
    });
    expect(live.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(150);
    expect(live.refresh).toHaveBeenCalledTimes(1);
  });

  it("after a drop says 'Reconectando…', polls every 30 s, then reads at once when the channel is back", async () => {
    const live = await start();
    live.joinAll();
    live.channels[0]!.state?.("CHANNEL_ERROR");
    expect(live.statuses.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(29_999);
    expect(live.refresh).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(live.refresh).toHaveBeenCalledTimes(2);

    // realtime-js rejoins on its reconnect schedule; whatever changed meanwhile was never announced
    live.channels[0]!.state?.("SUBSCRIBED");
    expect(live.statuses.at(-1)).toBe("live");
    expect(live.refresh).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(live.refresh).toHaveBeenCalledTimes(3);
  });

  it("polls every 30 s until the channels have joined the first time", async () => {
    const live = await start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.refresh).toHaveBeenCalledTimes(2);
  });

  it("reads again when the tab becomes visible, not when it is hidden", async () => {
    const live = await start();
    live.joinAll();
    live.visibility.show("hidden");
    expect(live.refresh).not.toHaveBeenCalled();
    live.visibility.show("visible");
    expect(live.refresh).toHaveBeenCalledTimes(1);
  });

  it("joins a channel the server closed again, on the reconnect schedule (1 s, then 2 s)", async () => {
    const live = await start();
    live.joinAll();
    live.channels[0]!.state?.("CLOSED");
    expect(live.statuses.at(-1)).toBe("reconnecting");
    await vi.advanceTimersByTimeAsync(999);
    expect(live.channels).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.removed).toEqual([live.channels[0]]);
    expect(live.channels).toHaveLength(2);
    live.channels[1]!.state?.("CLOSED");
    await vi.advanceTimersByTimeAsync(1_999);
    expect(live.channels).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(live.channels).toHaveLength(3);
    live.channels[2]!.state?.("SUBSCRIBED");
    expect(live.statuses.at(-1)).toBe("live");
    // a message of a channel already left is not this screen's any more
    live.channels[0]!.broadcast?.({ payload: change });
    expect(live.onChange).not.toHaveBeenCalled();
  });

  it("tries the socket again on the reconnect schedule when the token route fails, polling meanwhile", async () => {
    const fake = fakeClient();
    const connect = vi
      .fn<() => Promise<LiveClient | null>>()
      .mockRejectedValueOnce(new Error("503"))
      .mockRejectedValueOnce(new Error("503"))
      .mockResolvedValue(fake.client);
    const live = await start(undefined, connect);
    expect(live.statuses).toEqual(["connecting", "reconnecting"]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(connect).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(connect).toHaveBeenCalledTimes(3);
    expect(fake.channels).toHaveLength(1);
  });

  it("stops cleanly: leaves its channels, and neither polls nor reads on a change any more", async () => {
    const live = await start();
    live.stop();
    expect(live.removed).toEqual(live.channels);
    live.channels[0]!.broadcast?.({ payload: change });
    live.visibility.show("visible");
    await vi.advanceTimersByTimeAsync(120_000);
    expect(live.refresh).not.toHaveBeenCalled();
  });
});
