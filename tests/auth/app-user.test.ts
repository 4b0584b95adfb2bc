import { describe, expect, it } from "vitest";

import { toAppUser, userName, type ProfileRow } from "@/lib/auth/app-user";

const row = (tipo_conta: string | null, nome_mostrado: string | null): ProfileRow => ({
  tipo_conta,
  nome_mostrado,
  nome_completo: "Nome Completo",
  telefone: "(11) 99999-0000",
  avaliacao: 4.5,
});

describe("the user's name is nome_mostrado, else the e-mail part before the at-sign (product.md §3)", () => {
  it.each([
    ["ana@vitrine.example", "Ana Souza", "Ana Souza"],
    ["ana@vitrine.example", null, "ana"],
    ["ana@vitrine.example", "   ", "ana"],
    ["sem-arroba", null, "sem-arroba"],
  ])("%s + %s -> %s", (email, shown, expected) => {
    expect(userName(email, shown)).toBe(expected);
  });
});

describe("a profile without a valid account type is no user (product.md §4)", () => {
  const identity = { id: "u1", email: "x@vitrine.example" };
  it.each([null, "", "gerente"])("tipo_conta %j -> null", (tipo) => {
    expect(toAppUser(identity, row(tipo, "X"))).toBeNull();
  });

  it("a cliente profile becomes the in-app user", () => {
    expect(toAppUser(identity, row("cliente", "Ana Souza"))).toEqual({
      id: "u1",
      email: "x@vitrine.example",
      name: "Ana Souza",
      type: "cliente",
      profile: {
        nome_completo: "Nome Completo",
        nome_mostrado: "Ana Souza",
        telefone: "(11) 99999-0000",
        avaliacao: 4.5,
      },
    });
  });
});
