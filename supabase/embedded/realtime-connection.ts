import WebSocket, { type RawData } from "ws";

import { grantJoin, grantRenewal, type AccessDeps } from "./realtime-access";
import type { ChannelRegistry, JoinedChannel } from "./realtime-channels";
import { realtimeErrors, shutdownTokenMessage } from "./realtime-errors";
import { parseJoin } from "./realtime-join";
import { decodeFrame, encodeFrame, encodeReply, type Frame, type Vsn } from "./realtime-protocol";
import { checkToken, confirmDelayMs, isKeyToken } from "./realtime-token";

export type RealtimeSettings = {
  /** A socket that sends nothing for this long is dropped (Phoenix's websocket timeout; clients beat every 25 s). */
  idleTimeoutMs: number;
  /** Hosted's default `max_channels_per_client`. */
  maxChannelsPerSocket: number;
  /** Frames waiting behind a slow join; past it the client is flooding and the socket is dropped. */
  maxPendingFrames: number;
  /** Bytes queued for a client that does not read; past it the socket is dropped. */
  maxBufferedBytes: number;
};

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  idleTimeoutMs: 60_000,
  maxChannelsPerSocket: 100,
  maxPendingFrames: 200,
  maxBufferedBytes: 8 * 1024 * 1024,
};

export type ConnectionDeps = AccessDeps & { registry: ChannelRegistry; settings: RealtimeSettings; vsn: Vsn };

function textOf(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}

/** One client socket: Phoenix's transport and RealtimeWeb.RealtimeChannel for the subset served here. */
export class RealtimeConnection {
  private channels = new Map<string, JoinedChannel>();
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private idle: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly deps: ConnectionDeps,
  ) {
    this.idle = setTimeout(() => this.ws.terminate(), deps.settings.idleTimeoutMs);
    ws.on("message", (data, isBinary) => this.receive(data, isBinary));
    ws.on("close", () => this.cleanup());
    // an oversized or broken frame: `ws` closes the socket and `close` cleans up
    ws.on("error", () => {});
  }

  /** Frames are handled one at a time, in order, as Phoenix's transport process does. */
  private receive(data: RawData, isBinary: boolean): void {
    this.idle.refresh();
    if (this.pending >= this.deps.settings.maxPendingFrames) {
      this.ws.terminate();
      return;
    }
    // binary frames carry client broadcasts, outside this subset
    if (isBinary) return;
    this.pending += 1;
    const text = textOf(data);
    this.enqueue(() => this.handle(text)).finally(() => (this.pending -= 1));
  }

  private enqueue(work: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(work).catch((error: unknown) => {
      console.error("[vitrine-backend] realtime frame failed:", error);
    });
    return this.queue;
  }

  private send(data: string | Buffer): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    if (this.ws.bufferedAmount > this.deps.settings.maxBufferedBytes) {
      this.ws.terminate();
      return;
    }
    this.ws.send(data);
  }

  private reply(frame: Frame, status: "ok" | "error", response: Record<string, unknown>): void {
    this.send(encodeReply(frame, status, response, this.deps.vsn));
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return;
    const frame = decodeFrame(text, this.deps.vsn);
    if (!frame) return;
    if (frame.topic === "phoenix" && frame.event === "heartbeat") {
      return this.reply({ ...frame, joinRef: null }, "ok", {});
    }
    const channel = this.channels.get(frame.topic);
    if (frame.event === "phx_join") return this.join(frame, channel);
    if (!channel) {
      if (frame.event === "phx_leave") return this.reply(frame, "ok", {});
      return this.reply({ ...frame, joinRef: null }, "error", { reason: realtimeErrors.unmatchedTopic });
    }
    // a message for an earlier join of this topic
    if (frame.joinRef !== null && frame.joinRef !== channel.joinRef) return;
    if (frame.event === "phx_leave") {
      this.reply({ ...frame, joinRef: channel.joinRef }, "ok", {});
      return this.close(channel);
    }
    if (frame.event === "access_token") return this.renew(channel, frame.payload);
    // broadcast and presence from clients are outside this subset; hosted ignores unknown events too
  }

  private async join(frame: Frame, existing: JoinedChannel | undefined): Promise<void> {
    if (!frame.topic.startsWith("realtime:")) {
      return this.reply({ ...frame, joinRef: null }, "error", { reason: realtimeErrors.unmatchedTopic });
    }
    // a second join of a topic closes the first, as Phoenix does
    if (existing) this.close(existing);
    const refuse = (reason: string) => this.reply(frame, "error", { reason });
    const subTopic = frame.topic.slice("realtime:".length);
    if (subTopic === "") return refuse(realtimeErrors.topicRequired);
    const join = parseJoin(frame.payload);
    if (!join.private) return refuse(realtimeErrors.privateOnly);
    if (this.channels.size >= this.deps.settings.maxChannelsPerSocket) {
      return refuse(realtimeErrors.tooManyChannels);
    }
    const grant = await grantJoin(this.deps, subTopic, join);
    if (this.closed) return;
    if ("refused" in grant) return refuse(grant.refused);
    const channel: JoinedChannel = {
      ...grant,
      topic: frame.topic,
      subTopic,
      joinRef: frame.joinRef,
      confirmTimer: null,
      vsn: this.deps.vsn,
      send: (data) => this.send(data),
    };
    this.channels.set(frame.topic, channel);
    this.deps.registry.add(channel);
    this.scheduleConfirm(channel);
    this.reply(frame, "ok", { postgres_changes: [] });
  }

  /** The `access_token` event: hosted ignores keys, the same token and anything but a string. */
  private async renew(channel: JoinedChannel, payload: unknown): Promise<void> {
    const token =
      payload && typeof payload === "object" ? (payload as Record<string, unknown>).access_token : null;
    if (typeof token !== "string" || isKeyToken(token) || token === channel.accessToken) return;
    const grant = await grantRenewal(this.deps, channel, token);
    if (this.channels.get(channel.topic) !== channel) return;
    if ("shutdown" in grant) return this.shutdown(channel, grant.shutdown);
    Object.assign(channel, grant);
    this.scheduleConfirm(channel);
  }

  /** Hosted's periodic token check: a token that lapsed without renewal closes its channel. */
  private scheduleConfirm(channel: JoinedChannel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    const delay = confirmDelayMs(channel.identity);
    if (delay === null || channel.accessToken === null) return;
    const token = channel.accessToken;
    channel.confirmTimer = setTimeout(() => {
      void this.enqueue(async () => {
        if (this.channels.get(channel.topic) !== channel || channel.accessToken !== token) return;
        const checked = await checkToken(this.deps.keys, token);
        if (!checked.ok) return this.shutdown(channel, shutdownTokenMessage(checked.failure));
        this.scheduleConfirm(channel);
      });
    }, delay);
    channel.confirmTimer.unref();
  }

  private push(channel: JoinedChannel, event: string, payload: Record<string, unknown>, ref: string | null) {
    this.send(
      encodeFrame({ joinRef: channel.joinRef, ref, topic: channel.topic, event, payload }, this.deps.vsn),
    );
  }

  /** RealtimeChannel.shutdown_response: a `system` error the client can show, then the channel's close. */
  private shutdown(channel: JoinedChannel, message: string): void {
    const system = { extension: "system", status: "error", message, channel: channel.subTopic };
    this.push(channel, "system", system, null);
    this.close(channel);
  }

  /** Phoenix's `phx_close` for a channel that ends, and forgetting it. */
  private close(channel: JoinedChannel): void {
    this.push(channel, "phx_close", {}, channel.joinRef);
    this.forget(channel);
  }

  private forget(channel: JoinedChannel): void {
    if (channel.confirmTimer) clearTimeout(channel.confirmTimer);
    channel.confirmTimer = null;
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.deps.registry.remove(channel);
  }

  private cleanup(): void {
    this.closed = true;
    clearTimeout(this.idle);
    for (const channel of [...this.channels.values()]) this.forget(channel);
  }
}
