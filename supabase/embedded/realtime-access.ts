import type { Database } from "./db";
import type { SigningKeys } from "./jwt";
import { readPolicies, type Extension, type ReadPolicies } from "./realtime-authorization";
import type { JoinedChannel } from "./realtime-channels";
import { joinTokenReason, realtimeErrors, shutdownTokenMessage } from "./realtime-errors";
import type { JoinRequest } from "./realtime-join";
import { checkToken, keyIdentity, type ChannelIdentity } from "./realtime-token";

export type AccessDeps = {
  db: Database;
  keys: SigningKeys;
  /** The role of the API key the socket connected with: a join without a user token acts as it. */
  keyRole: "anon" | "service_role";
  headers: Record<string, string>;
};

/** Who a channel acts as and what it may read. */
export type Grant = { identity: ChannelIdentity; accessToken: string | null; policies: ReadPolicies };

const readable = (policies: ReadPolicies) => policies.broadcast || policies.presence;

/**
 * RealtimeChannel.join's token and policy checks: the join's token (or the socket's key), then a read probe
 * per extension asked for. A refusal is the `reason` hosted replies with.
 */
export async function grantJoin(
  deps: AccessDeps,
  subTopic: string,
  join: JoinRequest,
): Promise<Grant | { refused: string }> {
  let identity = keyIdentity(deps.keyRole);
  if (join.token !== null) {
    const checked = await checkToken(deps.keys, join.token);
    if (!checked.ok) return { refused: joinTokenReason(checked.failure) };
    identity = checked.identity;
  }
  const extensions: Extension[] = join.presence ? ["broadcast", "presence"] : ["broadcast"];
  let policies: ReadPolicies;
  try {
    policies = await readPolicies(deps.db, { topic: subTopic, identity, headers: deps.headers }, extensions);
  } catch (error) {
    console.error("[vitrine-backend] realtime authorization failed:", error);
    return { refused: realtimeErrors.unknown };
  }
  if (!readable(policies)) return { refused: realtimeErrors.unauthorized(subTopic) };
  return { identity, accessToken: join.token, policies };
}

/**
 * The `access_token` event (RealtimeChannel.handle_in): the new token verified, the topic authorised again for
 * it; a failure, or a read permission the new token lost, is the message the channel shuts down with.
 */
export async function grantRenewal(
  deps: AccessDeps,
  channel: JoinedChannel,
  token: string,
): Promise<Grant | { shutdown: string }> {
  const checked = await checkToken(deps.keys, token);
  if (!checked.ok) return { shutdown: shutdownTokenMessage(checked.failure) };
  const previous = channel.policies;
  const extensions: Extension[] = previous.presence ? ["broadcast", "presence"] : ["broadcast"];
  let policies: ReadPolicies;
  try {
    const context = { topic: channel.subTopic, identity: checked.identity, headers: deps.headers };
    policies = await readPolicies(deps.db, context, extensions);
  } catch {
    return { shutdown: "Realtime was unable to connect to the project database" };
  }
  if (!readable(policies)) return { shutdown: realtimeErrors.noPermission(channel.subTopic) };
  if ((previous.broadcast && !policies.broadcast) || (previous.presence && !policies.presence)) {
    return { shutdown: `You no longer have permission to read from this Channel topic: ${channel.subTopic}` };
  }
  return { identity: checked.identity, accessToken: token, policies };
}
