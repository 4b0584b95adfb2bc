import { asDatabaseError, objectField, type AdminHandler } from "./auth-admin-shared";
import { authErrors } from "./auth-errors";
import { prepareLinkMail } from "./auth-mail";
import { issueToken, tokenTypeFor, type LinkType } from "./auth-otp";
import { findUserByEmail, insertAccount, loadUser, type AuthUser, type Sql } from "./auth-store";
import { redirectFor } from "./auth-user-routes";
import { checkEmail } from "./auth-validation";
import { asObject, readJson, sendJson } from "./http";

/** The invited account: created unconfirmed without a password, or an earlier unconfirmed invitation again. */
async function invitee(
  sql: Sql,
  email: string,
  data: Record<string, unknown> | undefined,
): Promise<AuthUser> {
  const found = await findUserByEmail(sql, email);
  if (found?.confirmed) throw authErrors.emailExists();
  const id =
    found?.id ??
    (await insertAccount(sql, {
      email,
      passwordHash: null,
      confirmed: false,
      userMetadata: data,
      invited: true,
    }));
  await sql.query("update auth.users set invited_at = now() where id = $1", [id]);
  return (await loadUser(sql, id)) as AuthUser;
}

/** POST /invite: inviteUserByEmail; the invitation e-mail counts against `email_sent`. */
export const invite: AdminHandler = async (ctx, req, res, url) => {
  const body = asObject(await readJson(req));
  const email = checkEmail(body.email);
  if (!email.ok) throw email.error;
  const data = objectField(body, "data");
  const { user, deliver } = await asDatabaseError(
    ctx.db.transaction(async (tx) => {
      const user = await invitee(tx, email.value, data);
      const deliver = await prepareLinkMail(tx, ctx.mail, {
        user: { id: user.id, email: user.email, metadata: user.user_metadata },
        kind: "invite",
        type: "invite",
        redirectTo: redirectFor(ctx, url.searchParams.get("redirect_to")),
        apiUrl: ctx.baseUrl,
        // GoTrue's sendInvite has no per-account wait: an admin may send the invitation again at once.
        ignoreFrequency: true,
      });
      return { user, deliver };
    }),
    authErrors.databaseErrorSavingUser,
  );
  deliver();
  sendJson(res, 200, user);
};

const GENERATED_TYPES: readonly LinkType[] = ["recovery", "magiclink", "invite"];

/** POST /admin/generate_link: the link (and its token_hash) without sending anything, for recovery, magiclink, invite. */
export const generateLink: AdminHandler = async (ctx, req, res, url) => {
  const body = asObject(await readJson(req));
  const type = typeof body.type === "string" ? body.type : "";
  if (!(GENERATED_TYPES as readonly string[]).includes(type)) {
    if (["signup", "email_change_current", "email_change_new", "phone_change"].includes(type)) {
      throw authErrors.notImplemented(`generate_link of type ${type}`);
    }
    throw authErrors.badLinkType(type);
  }
  const linkType = type as LinkType;
  const email = checkEmail(body.email);
  if (!email.ok) throw email.error;
  const redirectTo = redirectFor(
    ctx,
    url.searchParams.get("redirect_to") ?? (typeof body.redirect_to === "string" ? body.redirect_to : null),
  );
  const data = objectField(body, "data");
  const { user, tokenHash } = await asDatabaseError(
    ctx.db.transaction(async (tx) => {
      let user: AuthUser;
      if (linkType === "invite") user = await invitee(tx, email.value, data);
      else {
        const found = await findUserByEmail(tx, email.value);
        if (!found)
          throw linkType === "recovery"
            ? authErrors.linkUserNotFound()
            : authErrors.notImplemented("A magic link for a new address");
        user = (await loadUser(tx, found.id)) as AuthUser;
      }
      const tokenType = tokenTypeFor(linkType);
      const tokenHash = await issueToken(tx, user.id, user.email, tokenType);
      const column = tokenType === "recovery_token" ? "recovery_sent_at" : "confirmation_sent_at";
      await tx.query(`update auth.users set ${column} = now() where id = $1`, [user.id]);
      return { user, tokenHash };
    }),
    authErrors.databaseErrorSavingUser,
  );
  const action = new URL(`${ctx.baseUrl}/auth/v1/verify`);
  action.searchParams.set("token", tokenHash);
  action.searchParams.set("type", linkType);
  action.searchParams.set("redirect_to", redirectTo);
  sendJson(res, 200, {
    ...user,
    action_link: action.href,
    // This backend sends links only, never a code to type.
    email_otp: "",
    hashed_token: tokenHash,
    verification_type: linkType,
    redirect_to: redirectTo,
  });
};
