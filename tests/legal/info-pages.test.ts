import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";

import { HELP_TOPICS } from "@/components/legal/help-topics";
import { numberedKeys } from "@/components/legal/info-page";
import { PRIVACY_SECTIONS, TERMS_SECTIONS } from "@/components/legal/legal-sections";
import { decideRoute, isPrivatePath } from "@/lib/auth/guard";
import { INFO_PAGES } from "@/lib/info-pages";
import messages from "@/messages/pt-BR.json";

type Texts = Record<string, Record<string, string>>;
const terms = messages.legal.terms as unknown as Texts;
const privacy = messages.legal.privacy as unknown as Texts;
const help = messages.help as unknown as Texts;
const flat = (texts: Texts) =>
  Object.values(texts)
    .flatMap((part) => Object.values(part))
    .join(" ");

describe("the institutional pages the footer links to (product.md D13)", () => {
  it.each(INFO_PAGES.map((page) => page.href))("%s is a real, public storefront page", (href) => {
    const page = fileURLToPath(new URL(`../../app/(store)${href}/page.tsx`, import.meta.url));
    expect(existsSync(page)).toBe(true);
    expect(isPrivatePath(href)).toBe(false);
    expect(decideRoute(href, null)).toEqual({ action: "next" });
    expect(messages.footer[INFO_PAGES.find((p) => p.href === href)!.labelKey]).toBeTruthy();
  });

  it.each([
    ...TERMS_SECTIONS.map((key) => ["terms", key, terms[key]] as const),
    ...PRIVACY_SECTIONS.map((key) => ["privacy", key, privacy[key]] as const),
  ])("%s section %s has a title and a first paragraph", (_page, _key, section) => {
    expect(section?.title).toBeTruthy();
    expect(section?.p1).toBeTruthy();
  });

  it.each(HELP_TOPICS)("help topic %s answers every question it asks", (topic) => {
    const texts = help[topic]!;
    const questions = numberedKeys((key) => key in texts, "q");
    expect(texts.title).toBeTruthy();
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(texts[`a${question.slice(1)}`]).toBeTruthy();
  });

  it("the privacy policy names the LGPD, the data kept and where, the controller's contact and the rights", () => {
    const text = `${messages.legal.privacy.intro} ${flat(privacy)}`;
    for (const needle of [
      "Lei nº 13.709/2018",
      "Supabase",
      "e-mail da conta",
      "tipo de conta",
      "carrinho",
      "navegador",
      "privacidade@vitrine.com.br",
      "art. 18",
      "ANPD",
    ]) {
      expect(text).toContain(needle);
    }
  });

  it("the privacy policy and the terms say what is kept, shared with the store and the courier, and kept after deletion", () => {
    const policy = flat(privacy);
    for (const needle of [
      "Endereços de entrega",
      "Favoritos",
      "Preferências",
      "Pedidos",
      "entregador",
      "Cliente removido",
      "Baixar meus dados",
      "Excluir minha conta",
    ]) {
      expect(policy).toContain(needle);
    }
    expect(policy).not.toContain("nenhum pedido sai do seu navegador");
    const rules = flat(terms);
    for (const needle of ["Excluir minha conta", "Baixar meus dados", "entregador"])
      expect(rules).toContain(needle);
    expect(messages.legal.updated).toMatch(/^Última atualização: \d{1,2} de \p{L}+ de \d{4}$/u);
  });

  it("the help answers orders, payment, delivery fees, free shipping from R$ 50, hours, accounts and contact (the saved e-mail and hours)", () => {
    const text = flat(help);
    for (const needle of [
      "Pix",
      "cartão",
      "taxa",
      "R$ 50,00",
      "horário",
      "Cliente",
      "Empresa",
      "{email}",
      "{hours}",
    ]) {
      expect(text).toContain(needle);
    }
  });

  it("counts numbered texts up to the first gap", () => {
    const keys = new Set(["p1", "p2", "p4"]);
    expect(numberedKeys((key) => keys.has(key), "p")).toEqual(["p1", "p2"]);
    expect(numberedKeys(() => false, "q")).toEqual([]);
  });
});
