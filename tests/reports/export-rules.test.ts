import { describe, expect, it } from "vitest";

import type { AccountType } from "@/lib/auth/types";
import {
  day,
  decimal,
  growth,
  integer,
  money,
  percent,
  text,
  type ReportValue,
} from "@/lib/reports/export/document";
import { pdfText } from "@/lib/reports/export/pdf-style";
import {
  contentDisposition,
  decideReportExport,
  exportHref,
  parseExportRequest,
  type ExportScope,
} from "@/lib/reports/export/request";
import { formatGrowth, formatReportValue } from "@/lib/reports/format";

describe("report figures read in pt-BR (product.md §9: 'R$ 1.234,56', dates dd/mm/aaaa)", () => {
  it.each<[ReportValue, string]>([
    [money(1234.56), "R$ 1.234,56"],
    [money(0), "R$ 0,00"],
    [integer(12345), "12.345"],
    [percent(9.1), "9,1%"],
    [percent(71, 0), "71%"],
    [growth(12.5), "+12,5%"],
    [growth(-3.1), "-3,1%"],
    [growth(0), "0%"],
    [decimal(4.8), "4,8"],
    [day("2026-11-26"), "26/11/2026"],
    [day("2026-01-01"), "01/01/2026"],
    [text("—"), "—"],
  ])("%o reads %s", (value, expected) => {
    expect(formatReportValue(value)).toBe(expected);
  });

  it("a growth keeps one decimal and its sign", () => {
    expect([35, -66.7, 1250].map(formatGrowth)).toEqual(["+35%", "-66,7%", "+1.250%"]);
  });
});

describe("the PDF's text stays within what its standard font can show", () => {
  it.each([
    ["Pão de queijo com açúcar e maçã — R$ 1.234,56", "Pão de queijo com açúcar e maçã — R$ 1.234,56"],
    ["Coração ÀÉÎÕÜ ç · ª º €", "Coração ÀÉÎÕÜ ç · ª º €"],
    ["Bolo 🎂 de festa", "Bolo ? de festa"],
    ["R$\u202f10", "R$ 10"],
    ["\u22123,1%", "-3,1%"],
    ["Cafe\u0301", "Café"], // a decomposed accent is composed first
  ])("%s → %s", (input, expected) => {
    expect(pdfText(input)).toBe(expected);
  });
});

describe("what a report download asks for", () => {
  const ask = (query: string, scope: ExportScope = "admin") =>
    parseExportRequest(new URLSearchParams(query), scope);

  it.each<[string, ExportScope, ReturnType<typeof ask>]>([
    ["periodo=mes&formato=xlsx", "company", { period: "month", format: "xlsx", card: null }],
    ["periodo=semana&formato=pdf", "company", { period: "week", format: "pdf", card: null }],
    ["formato=pdf", "company", { period: "month", format: "pdf", card: null }], // the page's default period
    ["periodo=decada&formato=pdf", "admin", { period: "month", format: "pdf", card: null }],
    ["periodo=ano&formato=xlsx&cartao=receita", "admin", { period: "year", format: "xlsx", card: "revenue" }],
    [
      "periodo=ano&formato=pdf&cartao=empresas",
      "admin",
      { period: "year", format: "pdf", card: "companies" },
    ],
    ["periodo=mes", "company", null], // no format
    ["periodo=mes&formato=csv", "company", null],
    ["periodo=mes&formato=pdf&formato=xlsx", "company", null],
    ["periodo=mes&formato=pdf&cartao=receita", "company", null], // the store's report has no cards
    ["periodo=mes&formato=pdf&cartao=visitas", "admin", null],
  ])("%s (%s) → %o", (query, scope, expected) => {
    expect(ask(query, scope)).toEqual(expected);
  });

  it("links name the file's route beside the page", () => {
    expect(exportHref("company", { period: "quarter", format: "xlsx", card: null })).toBe(
      "/company/relatorios/exportar?periodo=trimestre&formato=xlsx",
    );
    expect(exportHref("admin", { period: "week", format: "pdf", card: "users" })).toBe(
      "/admin/reports/exportar?periodo=semana&formato=pdf&cartao=usuarios",
    );
  });

  it("the file is an attachment named after the report", () => {
    expect(contentDisposition("relatorio-vitrine-mes-2026-11-26", "xlsx")).toBe(
      'attachment; filename="relatorio-vitrine-mes-2026-11-26.xlsx"',
    );
  });
});

describe("who may download which report (product.md §6)", () => {
  it.each<[ExportScope, AccountType | null, string]>([
    ["company", "empresa", "export"],
    ["company", "entregador", "403"], // a courier never opens the owner's screens
    ["company", "cliente", "403"],
    ["company", "anunciante", "403"],
    ["company", "admin", "403"], // an admin reads the marketplace's report, not a store's
    ["company", "superadmin", "403"],
    ["company", null, "401"],
    ["admin", "admin", "export"],
    ["admin", "superadmin", "export"],
    ["admin", "empresa", "403"],
    ["admin", "entregador", "403"],
    ["admin", "cliente", "403"],
    ["admin", "anunciante", "403"],
    ["admin", null, "401"],
  ])("the %s report for %s: %s", (scope, type, expected) => {
    const decision = decideReportExport(scope, type);
    expect(decision.action === "export" ? "export" : String(decision.status)).toBe(expected);
  });
});
