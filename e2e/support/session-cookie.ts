import type { BrowserContext, Cookie } from "@playwright/test";

import { authCookies } from "./auth";

/** The parts of the @supabase/ssr session JSON the tests read or change. */
export type StoredSession = { access_token: string; refresh_token: string; expires_at: number } & Record<
  string,
  unknown
>;

const PREFIX = "base64-";
const CHUNK = 3180; // @supabase/ssr's maximum chunk size

function chunkIndex(name: string): number {
  const match = /\.(\d+)$/.exec(name);
  return match ? Number(match[1]) : -1;
}

/** Reads the session cookie (joining `.0/.1` chunks) and decodes its JSON. */
export async function readSession(
  context: BrowserContext,
): Promise<{ base: string; cookies: Cookie[]; session: StoredSession }> {
  const cookies = (await authCookies(context)).filter((cookie) => !cookie.name.includes("code-verifier"));
  if (cookies.length === 0) throw new Error("no session cookie");
  const sorted = [...cookies].sort((a, b) => chunkIndex(a.name) - chunkIndex(b.name));
  const base = sorted[0]!.name.replace(/\.\d+$/, "");
  const value = sorted.map((cookie) => cookie.value).join("");
  const json = value.startsWith(PREFIX)
    ? Buffer.from(value.slice(PREFIX.length), "base64url").toString("utf8")
    : value;
  return { base, cookies: sorted, session: JSON.parse(json) as StoredSession };
}

/** Rewrites the session cookie with a changed session, keeping the original cookie attributes. */
export async function writeSession(context: BrowserContext, session: StoredSession): Promise<void> {
  const { base, cookies } = await readSession(context);
  const template = cookies[0]!;
  for (const cookie of cookies) await context.clearCookies({ name: cookie.name });
  const encoded = PREFIX + Buffer.from(JSON.stringify(session), "utf8").toString("base64url");
  const parts: string[] = [];
  for (let start = 0; start < encoded.length; start += CHUNK) parts.push(encoded.slice(start, start + CHUNK));
  await context.addCookies(
    parts.map((value, index) => ({
      name: parts.length === 1 ? base : `${base}.${index}`,
      value,
      domain: template.domain,
      path: template.path,
      expires: template.expires,
      httpOnly: template.httpOnly,
      secure: template.secure,
      sameSite: template.sameSite,
    })),
  );
}
