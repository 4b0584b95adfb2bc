import { asDatabaseError, objectField, UUID, type AdminHandler } from "./auth-admin-shared";
import { authErrors } from "./auth-errors";
import { endOtherSessions } from "./auth-sessions";
import {
  findUserByEmail,
  insertAccount,
  loadUser,
  mergeMetadata,
  type AuthUser,
  type Sql,
} from "./auth-store";
import { checkEmail, checkPasswordStrength } from "./auth-validation";
import { asObject, readJson, sendJson } from "./http";
import { goDurationSeconds } from "./mail-config";

const DEFAULT_PER_PAGE = 50;

async function existingUser(sql: Sql, userId: string | undefined): Promise<AuthUser> {
  if (!userId || !UUID.test(userId)) throw authErrors.adminUserNotFound();
  const user = await loadUser(sql, userId);
  if (!user) throw authErrors.adminUserNotFound();
  return user;
}

/** "none" lifts a ban; a Go duration ("24h", "876000h") bans for that long, as GoTrue's ban_duration. */
function banUntil(raw: unknown): "lift" | number | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  if (raw === "none") return "lift";
  try {
    return goDurationSeconds("ban_duration", JSON.stringify(String(raw)), 0);
  } catch {
    throw authErrors.badBanDuration();
  }
}

/** POST /admin/users: createUser (email, password?, email_confirm, user_metadata, app_metadata, ban_duration). */
export const adminCreateUser: AdminHandler = async (ctx, req, res) => {
  const body = asObject(await readJson(req));
  if (typeof body.phone === "string" && body.phone !== "") throw authErrors.notImplemented("Phone accounts");
  if (typeof body.email !== "string" || body.email.trim() === "") {
    throw authErrors.validation("Cannot create a user without either an email or phone");
  }
  const email = checkEmail(body.email);
  if (!email.ok) throw email.error;
  const password =
    typeof body.password === "string" && body.password !== ""
      ? checkPasswordStrength(body.password, ctx.auth.minimumPasswordLength)
      : null;
  if (password && !password.ok) throw password.error;
  if (body.id !== undefined && (typeof body.id !== "string" || !UUID.test(body.id))) {
    throw authErrors.validation("id must be a valid UUID");
  }
  const userMetadata = objectField(body, "user_metadata");
  const appMetadata = objectField(body, "app_metadata");
  const ban = banUntil(body.ban_duration);
  const passwordHash = password ? await ctx.hasher.hash(password.value) : null;
  const user = await asDatabaseError(
    ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email.value)) throw authErrors.emailExists();
      const id = await insertAccount(tx, {
        id: typeof body.id === "string" ? body.id : undefined,
        email: email.value,
        passwordHash,
        confirmed: body.email_confirm === true,
        userMetadata,
        appMetadata,
      });
      if (typeof ban === "number") await setBan(tx, id, ban);
      return (await loadUser(tx, id)) as AuthUser;
    }),
    authErrors.databaseErrorSavingUser,
  );
  sendJson(res, 200, user);
};

async function setBan(sql: Sql, userId: string, seconds: number | null): Promise<void> {
  await sql.query(
    `update auth.users set banned_until = case when $2::int is null then null
       else now() + make_interval(secs => $2::int) end, updated_at = now() where id = $1`,
    [userId, seconds],
  );
  // A banned account's sessions end with the ban, as GoTrue signs it out everywhere.
  if (seconds !== null) await endOtherSessions(sql, userId, null);
}

/** GET /admin/users/{id}. */
export const adminGetUser: AdminHandler = async (ctx, req, res, _url, userId) => {
  req.resume();
  sendJson(res, 200, await existingUser(ctx.db, userId));
};

/** GET /admin/users?page=&per_page=: `{ users, aud }` with X-Total-Count and Link, as auth-js reads them. */
export const adminListUsers: AdminHandler = async (ctx, req, res, url) => {
  req.resume();
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const perPage = Math.min(
    1000,
    Math.max(1, Number.parseInt(url.searchParams.get("per_page") ?? "", 10) || DEFAULT_PER_PAGE),
  );
  const { rows } = await ctx.db.query<{ id: string; total: number }>(
    "select id, count(*) over ()::int as total from auth.users order by created_at desc, id limit $1 offset $2",
    [perPage, (page - 1) * perPage],
  );
  const total =
    rows[0]?.total ??
    (await ctx.db.query<{ n: number }>("select count(*)::int as n from auth.users")).rows[0]?.n ??
    0;
  const users = [];
  for (const row of rows) users.push(await loadUser(ctx.db, row.id));
  const last = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.baseUrl}/auth/v1/admin/users?per_page=${perPage}`;
  const links = [`<${base}&page=${last}>; rel="last"`];
  if (page < last) links.unshift(`<${base}&page=${page + 1}>; rel="next"`);
  sendJson(
    res,
    200,
    { users, aud: "authenticated" },
    { "X-Total-Count": String(total), Link: links.join(", ") },
  );
};

/** PUT /admin/users/{id}: password (ends every session), e-mail, email_confirm, metadata, ban_duration. */
export const adminUpdateUser: AdminHandler = async (ctx, req, res, _url, userId) => {
  const body = asObject(await readJson(req));
  const user = await existingUser(ctx.db, userId);
  if (body.role !== undefined || (typeof body.phone === "string" && body.phone !== "")) {
    throw authErrors.notImplemented("Changing the role or phone");
  }
  const password =
    typeof body.password === "string"
      ? checkPasswordStrength(body.password, ctx.auth.minimumPasswordLength)
      : null;
  if (password && !password.ok) throw password.error;
  const email = typeof body.email === "string" && body.email !== "" ? checkEmail(body.email) : null;
  if (email && !email.ok) throw email.error;
  const userMetadata = objectField(body, "user_metadata");
  const appMetadata = objectField(body, "app_metadata");
  const ban = banUntil(body.ban_duration);
  const passwordHash = password ? await ctx.hasher.hash(password.value) : null;
  const updated = await asDatabaseError(
    ctx.db.transaction(async (tx) => {
      if (email && email.value !== user.email) {
        const other = await findUserByEmail(tx, email.value);
        if (other && other.id !== user.id) throw authErrors.emailExists();
        await tx.query("update auth.users set email = $2, updated_at = now() where id = $1", [
          user.id,
          email.value,
        ]);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
             updated_at = now() where user_id = $1 and provider = 'email'`,
          [user.id, email.value],
        );
      }
      if (passwordHash !== null) {
        await tx.query("update auth.users set encrypted_password = $2, updated_at = now() where id = $1", [
          user.id,
          passwordHash,
        ]);
        await endOtherSessions(tx, user.id, null);
      }
      if (body.email_confirm === true) {
        await tx.query(
          "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1",
          [user.id],
        );
      }
      if (userMetadata) await mergeMetadata(tx, user.id, "raw_user_meta_data", userMetadata);
      if (appMetadata) await mergeMetadata(tx, user.id, "raw_app_meta_data", appMetadata);
      if (ban !== undefined) await setBan(tx, user.id, ban === "lift" ? null : ban);
      return (await loadUser(tx, user.id)) as AuthUser;
    }),
    authErrors.databaseErrorUpdatingUser,
  );
  sendJson(res, 200, updated);
};

/** DELETE /admin/users/{id}: removes the account; the migrations' foreign keys and triggers run as on hosted. */
export const adminDeleteUser: AdminHandler = async (ctx, req, res, _url, userId) => {
  const body = asObject(await readJson(req));
  if (body.should_soft_delete === true) throw authErrors.notImplemented("Soft deletion");
  const user = await existingUser(ctx.db, userId);
  await asDatabaseError(
    ctx.db.transaction(async (tx) => {
      await tx.query("delete from auth.users where id = $1", [user.id]);
    }),
    authErrors.databaseErrorDeletingUser,
  );
  sendJson(res, 200, {});
};
