import { describe, expect, it } from "vitest";

import { companiesCsv, companiesCsvFileName, type CompaniesCsvLabels } from "@/lib/admin/companies-csv";
import { CSV_BOM } from "@/lib/csv";

import { adminCompany } from "./admin-company-sample";

const labels: CompaniesCsvLabels = {
  headers: ["Empresa", "E-mail", "Telefone", "Local", "Status", "Plano", "Categoria", "Cadastro"],
  status: { approved: "Aprovada", pending: "Pendente", rejected: "Rejeitada", unknown: "Desconhecido" },
  plan: { free: "Gratuito", basic: "Básico", premium: "Premium" },
};

describe("'Exportar' CSV of the current tab (product.md D10)", () => {
  it("has the BOM, the header row and one row per company with labels and pt-BR dates", () => {
    const company = adminCompany({
      name: 'Empório "Dona Lúcia"',
      email: "contato@emporio.com.br",
      phone: "(31) 3392-1180",
      approval: "pending",
      plan: "basic",
      category: "Mercado",
      createdAt: "2026-11-18T10:20:00-03:00",
      address: {
        street: "Av. X, 1",
        neighborhood: "Eldorado",
        city: "Contagem",
        state: "MG",
        zipCode: "32310-000",
      },
    });
    const lines = companiesCsv([company], labels).split("\r\n");
    expect(lines[0]).toBe(`${CSV_BOM}Empresa;E-mail;Telefone;Local;Status;Plano;Categoria;Cadastro`);
    expect(lines[1]).toBe(
      '"Empório ""Dona Lúcia""";contato@emporio.com.br;(31) 3392-1180;"Eldorado, Contagem - MG";Pendente;Básico;Mercado;18/11/2026',
    );
    expect(lines).toHaveLength(3); // header, one company, and the final CRLF
  });

  it("an empty tab still has its header row", () => {
    expect(companiesCsv([], labels)).toBe(`${CSV_BOM}${labels.headers.join(";")}\r\n`);
  });

  it("names the file after the tab and the São Paulo day", () => {
    // 01:30 UTC on the 22nd is still the 21st in São Paulo
    expect(companiesCsvFileName("pendentes", new Date("2026-11-22T01:30:00Z"))).toBe(
      "empresas-pendentes-2026-11-21.csv",
    );
  });
});
