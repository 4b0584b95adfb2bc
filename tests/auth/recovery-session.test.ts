import { describe, expect, it } from "vitest";

import { decideRoute } from "@/lib/auth/guard";
import {
  decideNewPasswordPage,
  INVALID_LINK_PATH,
  RECOVERY_WINDOW_SECONDS,
  recoveryAccess,
  type RecoveryAccess,
} from "@/lib/auth/recovery-session";

const NOW = 1_800_000_000;
const claims = (amr: unknown, tipo_conta: unknown = "cliente") => ({ sub: "u1", tipo_conta, amr });

describe("only a session an e-mail link opened within the hour may set a password without the current one", () => {
  it.each<[string, Record<string, unknown> | null, RecoveryAccess]>([
    ["no session", null, { kind: "visitor" }],
    [
      "a session without an account type",
      claims([{ method: "otp", timestamp: NOW }], null),
      { kind: "visitor" },
    ],
    [
      "a recovery link just followed (otp)",
      claims([{ method: "otp", timestamp: NOW - 5 }]),
      { kind: "recovery", type: "cliente" },
    ],
    [
      "the PKCE name of it (recovery)",
      claims([{ method: "recovery", timestamp: NOW }]),
      { kind: "recovery", type: "cliente" },
    ],
    [
      "59 minutes ago",
      claims([{ method: "otp", timestamp: NOW - RECOVERY_WINDOW_SECONDS + 60 }], "empresa"),
      { kind: "recovery", type: "empresa" },
    ],
    [
      "61 minutes ago",
      claims([{ method: "otp", timestamp: NOW - RECOVERY_WINDOW_SECONDS - 60 }]),
      { kind: "signedIn", type: "cliente" },
    ],
    [
      "a password sign-in",
      claims([{ method: "password", timestamp: NOW }], "admin"),
      { kind: "signedIn", type: "admin" },
    ],
    ["no amr at all", claims(undefined), { kind: "signedIn", type: "cliente" }],
    ["an amr that is not a list", claims("otp"), { kind: "signedIn", type: "cliente" }],
    ["an otp entry without a time", claims([{ method: "otp" }]), { kind: "signedIn", type: "cliente" }],
    [
      "a time in the future",
      claims([{ method: "otp", timestamp: NOW + 3600 }]),
      { kind: "signedIn", type: "cliente" },
    ],
    [
      "a password sign-in, then a link",
      claims([
        { method: "password", timestamp: NOW - 7200 },
        { method: "otp", timestamp: NOW - 10 },
      ]),
      { kind: "recovery", type: "cliente" },
    ],
  ])("%s", (_case, given, expected) => {
    expect(recoveryAccess(given, NOW)).toEqual(expected);
  });
});

describe("the set-new-password page", () => {
  it.each<[string, RecoveryAccess, ReturnType<typeof decideNewPasswordPage>]>([
    [
      "a recovery session of a cliente renders, then /customer",
      { kind: "recovery", type: "cliente" },
      { action: "render", home: "/customer" },
    ],
    [
      "a courier's renders, then /company",
      { kind: "recovery", type: "entregador" },
      { action: "render", home: "/company" },
    ],
    [
      "a superadmin's renders, then /admin",
      { kind: "recovery", type: "superadmin" },
      { action: "render", home: "/admin" },
    ],
    [
      "a visitor is told the link is not valid",
      { kind: "visitor" },
      { action: "redirect", to: INVALID_LINK_PATH },
    ],
    [
      "a password session changes it where the current one is asked",
      { kind: "signedIn", type: "anunciante" },
      { action: "redirect", to: "/advertiser/change-password" },
    ],
  ])("%s", (_case, access, expected) => {
    expect(decideNewPasswordPage(access)).toEqual(expected);
  });
});

describe("the guard lets anyone reach the recovery screens (the pages decide the rest)", () => {
  it.each([
    ["/recuperar-senha", null],
    ["/recuperar-senha/link-invalido", null],
    ["/auth/confirm", null],
    ["/nova-senha", null],
    ["/recuperar-senha", { tipo_conta: "cliente" as const }],
    ["/auth/confirm", { tipo_conta: "empresa" as const }],
    ["/nova-senha", { tipo_conta: "admin" as const }],
  ])("%s with %j", (path, claims) => {
    expect(decideRoute(path, claims)).toEqual({ action: "next" });
  });
});
