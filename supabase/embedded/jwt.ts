import { randomUUID } from "node:crypto";

import {
  errors,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from "jose";

import type { Database } from "./db";

export type PublicJwk = JWK & { kid: string; alg: "ES256" };

export type SigningKeys = {
  kid: string;
  publicJwk: PublicJwk;
  sign(claims: JWTPayload): Promise<string>;
  verify(token: string): Promise<VerifyResult>;
};

export type VerifyResult =
  | { ok: true; claims: JWTPayload & Record<string, unknown> }
  | { ok: false; reason: "expired" | "invalid"; detail: string };

const ALG = "ES256";
/** The only audience GoTrue gives a signed-in user's access token. */
const AUDIENCE = "authenticated";

async function loadOrCreate(db: Database): Promise<{ kid: string; privateJwk: JWK; publicJwk: PublicJwk }> {
  const found = await db.query<{ kid: string; private_jwk: JWK; public_jwk: PublicJwk }>(
    "select kid, private_jwk, public_jwk from auth.signing_keys order by created_at limit 1",
  );
  const row = found.rows[0];
  if (row) return { kid: row.kid, privateJwk: row.private_jwk, publicJwk: row.public_jwk };

  // Kept in the database so sessions survive a restart of the same data directory.
  const kid = randomUUID();
  const pair = await generateKeyPair(ALG, { extractable: true });
  const privateJwk = { ...(await exportJWK(pair.privateKey)), kid, alg: ALG };
  const exported = await exportJWK(pair.publicKey);
  const publicJwk: PublicJwk = { ...exported, kid, alg: ALG, use: "sig", key_ops: ["verify"] };
  await db.query("insert into auth.signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)", [
    kid,
    JSON.stringify(privateJwk),
    JSON.stringify(publicJwk),
  ]);
  return { kid, privateJwk, publicJwk };
}

/**
 * The ES256 key pair that signs access tokens and that /.well-known/jwks.json publishes. `verify` also
 * checks the issuer (this backend's /auth/v1) and the audience, so a token minted elsewhere never passes.
 */
export async function loadSigningKeys(db: Database, issuer: string): Promise<SigningKeys> {
  const { kid, privateJwk, publicJwk } = await loadOrCreate(db);
  const privateKey = await importJWK(privateJwk, ALG);
  const publicKey = await importJWK(publicJwk, ALG);
  return {
    kid,
    publicJwk,
    sign: (claims) => new SignJWT(claims).setProtectedHeader({ alg: ALG, kid, typ: "JWT" }).sign(privateKey),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ALG],
          issuer,
          audience: AUDIENCE,
        });
        return { ok: true, claims: payload as JWTPayload & Record<string, unknown> };
      } catch (error) {
        if (error instanceof errors.JWTExpired)
          return { ok: false, reason: "expired", detail: "token is expired" };
        const detail = error instanceof Error ? error.message : "invalid token";
        return { ok: false, reason: "invalid", detail };
      }
    },
  };
}
