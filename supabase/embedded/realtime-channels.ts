import type { ReadPolicies } from "./realtime-authorization";
import type { Vsn } from "./realtime-protocol";
import type { ChannelIdentity } from "./realtime-token";

/** A private channel a socket joined, authorised by the policies on `realtime.messages`. */
export type JoinedChannel = {
  /** `realtime:<subTopic>`, as the client names it. */
  topic: string;
  subTopic: string;
  joinRef: string | null;
  identity: ChannelIdentity;
  /** The user token that authorised it; null when the socket's API key did. */
  accessToken: string | null;
  policies: ReadPolicies;
  confirmTimer: NodeJS.Timeout | null;
  vsn: Vsn;
  /** Writes a frame to the channel's socket. */
  send(data: string | Buffer): void;
};

/** Every joined channel of every socket, by sub-topic: who a broadcast on a topic goes to. */
export class ChannelRegistry {
  private byTopic = new Map<string, Set<JoinedChannel>>();
  private total = 0;

  add(channel: JoinedChannel): void {
    let set = this.byTopic.get(channel.subTopic);
    if (!set) this.byTopic.set(channel.subTopic, (set = new Set()));
    if (!set.has(channel)) this.total += 1;
    set.add(channel);
  }

  remove(channel: JoinedChannel): void {
    const set = this.byTopic.get(channel.subTopic);
    if (!set?.delete(channel)) return;
    this.total -= 1;
    if (set.size === 0) this.byTopic.delete(channel.subTopic);
  }

  subscribers(subTopic: string): readonly JoinedChannel[] {
    return [...(this.byTopic.get(subTopic) ?? [])];
  }

  get size(): number {
    return this.total;
  }
}
