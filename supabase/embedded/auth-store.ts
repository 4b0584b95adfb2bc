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
  ) as user
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
  const id = randomUUID();
  const identityData = { sub: id, email: user.email, email_verified: true, phone_verified: false };
  await sql.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
       '{"provider":"email","providers":["email"]}'::jsonb, $4::jsonb, now(), now())`,
    [id, user.email, user.passwordHash, JSON.stringify({ ...user.metadata, ...identityData })],
  );
  await sql.query(
    `insert into auth.identities (user_id, provider_id, provider, identity_data, last_sign_in_at)
     values ($1, $2, 'email', $3::jsonb, now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}
