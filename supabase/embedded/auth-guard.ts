import type { IncomingMessage } from "node:http";

import { authErrors } from "./auth-errors";
import { loadUser } from "./auth-store";
import type { BackendContext } from "./context";
import { bearerToken } from "./http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The caller behind a bearer access token, as GoTrue's requireAuthentication checks it. */
export async function requireUser(ctx: BackendContext, req: IncomingMessage) {
  const jwt = bearerToken(req);
  if (!jwt) throw authErrors.noAuthorization();
  const verified = await ctx.keys.verify(jwt);
  if (!verified.ok) throw authErrors.badJwt(verified.detail);
  const sessionId = typeof verified.claims.session_id === "string" ? verified.claims.session_id : "";
  const userId = typeof verified.claims.sub === "string" ? verified.claims.sub : "";
  if (!UUID.test(userId)) throw authErrors.badJwt("invalid sub claim");
  if (sessionId !== "") {
    if (!UUID.test(sessionId)) throw authErrors.sessionNotFound();
    const { rows } = await ctx.db.query<{ found: boolean }>(
      "select exists (select 1 from auth.sessions where id = $1 and user_id = $2) as found",
      [sessionId, userId],
    );
    if (!rows[0]?.found) throw authErrors.sessionNotFound();
  }
  const user = await loadUser(ctx.db, userId);
  if (!user) throw authErrors.userNotFound();
  return { user, sessionId };
}
