import { describe, expect, it } from "vitest";

import { footerAccountLinks } from "@/components/layout/footer-links";
import type { Session } from "@/components/session/use-session";
import type { AccountType, AppUser } from "@/lib/auth/types";

const user = (type: AccountType): AppUser => ({
  id: "3f0c8f4e-8f57-4b8e-9a57-0c8f3d1a2b3c",
  email: "conta@vitrine.example",
  name: "conta",
  type,
  profile: { nome_completo: null, nome_mostrado: null, telefone: null, avaliacao: null },
});

describe("the footer follows the session (product.md D13)", () => {
  it.each<{ name: string; session: Session; links: string }>([
    { name: "loading: nothing yet", session: { state: "loading" }, links: "" },
    {
      name: "visitor: Entrar and Cadastrar",
      session: { state: "ready", user: null },
      links: "login /login, register /cadastro",
    },
    {
      name: "cliente: their panel",
      session: { state: "ready", user: user("cliente") },
      links: "myPanel /customer",
    },
    {
      name: "empresa: their panel",
      session: { state: "ready", user: user("empresa") },
      links: "myPanel /company",
    },
    {
      name: "anunciante: their panel",
      session: { state: "ready", user: user("anunciante") },
      links: "myPanel /advertiser",
    },
    { name: "admin: their panel", session: { state: "ready", user: user("admin") }, links: "myPanel /admin" },
  ])("$name", ({ session, links }) => {
    expect(
      footerAccountLinks(session)
        .map((link) => `${link.labelKey} ${link.href}`)
        .join(", "),
    ).toBe(links);
  });
});
