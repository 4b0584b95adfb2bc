import { randomUUID } from "node:crypto";

/** What both PGlite and one of its transactions offer. */
export type Sql = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
};

export type AuthUser = {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  phone: string;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  invited_at?: string;
  confirmation_sent_at?: string;
  recovery_sent_at?: string;
  banned_until?: string;
};

// The user object GoTrue returns, built in SQL so timestamps keep PostgreSQL's JSON form.
const USER_JSON_SQL = `
  select jsonb_build_object(
    'id', u.id, 'aud', u.aud, 'role', u.role, 'email', u.email,
    'email_confirmed_at', u.email_confirmed_at, 'phone', coalesce(u.phone, ''),
    'confirmed_at', u.confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
        'provider', i.provider, 'last_sign_in_at', i.last_sign_in_at, 'created_at', i.created_at,
        'updated_at', i.updated_at, 'email', i.email) order by i.created_at)
      from auth.identities i where i.user_id = u.id), '[]'::jsonb),
    'created_at', u.created_at, 'updated_at', u.updated_at, 'is_anonymous', u.is_anonymous
  ) || jsonb_strip_nulls(jsonb_build_object(
    -- GoTrue omits these while they are unset (omitempty)
    'invited_at', u.invited_at, 'confirmation_sent_at', u.confirmation_sent_at,
    'recovery_sent_at', u.recovery_sent_at, 'banned_until', u.banned_until
  )) as user
  from auth.users u where u.id = $1`;

export async function loadUser(sql: Sql, userId: string): Promise<AuthUser | null> {
  const { rows } = await sql.query<{ user: AuthUser }>(USER_JSON_SQL, [userId]);
  return rows[0]?.user ?? null;
}

export type PasswordRow = {
  id: string;
  encrypted_password: string | null;
  confirmed: boolean;
  banned: boolean;
};

export async function findUserByEmail(sql: Sql, email: string): Promise<PasswordRow | null> {
  const { rows } = await sql.query<PasswordRow>(
    `select id, encrypted_password, email_confirmed_at is not null as confirmed,
            coalesce(banned_until > now(), false) as banned
     from auth.users where email = $1 and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return rows[0] ?? null;
}

export type NewUser = { email: string; passwordHash: string; metadata: Record<string, unknown> };

/** Inserts a confirmed e-mail user and its identity; the perfis trigger fires here. */
export async function insertUser(sql: Sql, user: NewUser): Promise<string> {
  return insertAccount(sql, {
    email: user.email,
    passwordHash: user.passwordHash,
    confirmed: true,
    userMetadata: user.metadata,
  });
}

export type NewAccount = {
  /** The admin API may choose the id; otherwise a new one. */
  id?: string;
  email: string;
  /** Null: an account without a password yet (an invitation, an admin-created account). */
  passwordHash: string | null;
  confirmed: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  invited?: boolean;
};

/** An e-mail account and its identity, as GoTrue writes them; the perfis trigger fires here. */
export async function insertAccount(sql: Sql, account: NewAccount): Promise<string> {
  const id = account.id ?? randomUUID();
  const identityData = {
    sub: id,
    email: account.email,
    email_verified: account.confirmed,
    phone_verified: false,
  };
  const appMetadata = { ...account.appMetadata, provider: "email", providers: ["email"] };
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       invited_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
       case when $4 then now() end, case when $5 then now() end, $6::jsonb, $7::jsonb, now(), now())`,
    [
      id,
      account.email,
      account.passwordHash ?? "",
      account.confirmed,
      account.invited ?? false,
      JSON.stringify(appMetadata),
      JSON.stringify({ ...account.userMetadata, ...identityData }),
    ],
  );
  await sql.query(
    `insert into auth.identities (user_id, provider_id, provider, identity_data, last_sign_in_at)
     values ($1, $2, 'email', $3::jsonb, now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}

/**
 * GoTrue's UpdateUserMetaData / UpdateAppMetaData: the given keys replace the stored ones, a null removes
 * its key, the others stay.
 */
export async function mergeMetadata(
  sql: Sql,
  userId: string,
  column: "raw_user_meta_data" | "raw_app_meta_data",
  changes: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  const kept = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
  await sql.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
       updated_at = now() where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}
