import { describe, expect, it } from "vitest";

import { superadminMessage, superadminStep, type FoundAccount } from "@/lib/admin/first-superadmin";

const account = (tipoConta: string | null, papel: string | null = null, hasOrders = false): FoundAccount => ({
  userId: "u-1",
  tipoConta,
  papel,
  hasOrders,
});

describe("who `npm run superadmin` may make the project's superadmin", () => {
  it.each<[string, FoundAccount | null, ReturnType<typeof superadminStep>]>([
    ["a shopper's own sign-up becomes one", account("cliente"), { kind: "insert", userId: "u-1" }],
    [
      "a shopper who has ordered is refused (a superadmin is never demoted: a typo must not make one)",
      account("cliente", null, true),
      { kind: "refuse", reason: "shopperWithOrders" },
    ],
    ["an account with no type yet becomes one", account(null), { kind: "insert", userId: "u-1" }],
    ["an admin on the team is raised", account("admin", "admin"), { kind: "raise", userId: "u-1" }],
    ["a moderator on the team is raised", account("admin", "moderador"), { kind: "raise", userId: "u-1" }],
    ["a superadmin stays as is", account("superadmin", "superadmin"), { kind: "done", userId: "u-1" }],
    ["no account: nothing to promote", null, { kind: "refuse", reason: "noAccount" }],
    [
      "a store owner's account is refused (the store would be left behind)",
      account("empresa"),
      { kind: "refuse", reason: "otherAccountType", tipoConta: "empresa" },
    ],
    [
      "a courier's account is refused",
      account("entregador"),
      { kind: "refuse", reason: "otherAccountType", tipoConta: "entregador" },
    ],
    [
      "an advertiser's account is refused",
      account("anunciante"),
      { kind: "refuse", reason: "otherAccountType", tipoConta: "anunciante" },
    ],
  ])("%s", (_, found, step) => {
    expect(superadminStep(found)).toEqual(step);
  });

  it.each<[ReturnType<typeof superadminStep>, string]>([
    [
      { kind: "insert", userId: "u" },
      "Pronto: ana@x.example agora é superadmin. Entre de novo em /login para abrir o /admin.",
    ],
    [{ kind: "done", userId: "u" }, "ana@x.example já é superadmin; nada mudou."],
    [
      { kind: "refuse", reason: "noAccount" },
      "Nenhuma conta com o e-mail ana@x.example. Cadastre-a no site (/register) e rode de novo.",
    ],
    [
      { kind: "refuse", reason: "shopperWithOrders" },
      "A conta ana@x.example já fez pedidos como cliente, e um superadmin não volta a ser cliente. Cadastre um e-mail só para administrar (/register).",
    ],
    [
      { kind: "refuse", reason: "otherAccountType", tipoConta: "empresa" },
      "A conta ana@x.example é de empresa; um administrador precisa de uma conta própria. Cadastre outro e-mail no site (/register).",
    ],
  ])("tells the operator what happened (%o)", (step, message) => {
    expect(superadminMessage("ana@x.example", step)).toBe(message);
  });
});
