import { describe, expect, it } from "vitest";

import { CSV_BOM, csvField, fileSlug, toCsv } from "@/lib/csv";

describe("CSV escaping for the admin exports (product.md D10: Excel opens accents correctly)", () => {
  it.each<[string, string | number | null | undefined, string]>([
    ["plain text stays as is", "Padaria Pão Quente", "Padaria Pão Quente"],
    [
      "accents are kept as UTF-8 text",
      "Açaí da Praça – Hortifrúti Santa Efigênia",
      "Açaí da Praça – Hortifrúti Santa Efigênia",
    ],
    ["a comma is quoted", "Savassi, Belo Horizonte - MG", '"Savassi, Belo Horizonte - MG"'],
    ["the ';' delimiter is quoted", "Rua A; fundos", '"Rua A; fundos"'],
    ["quotes are doubled inside quotes", 'Empório "Dona Lúcia"', '"Empório ""Dona Lúcia"""'],
    ["a line break is quoted", "linha 1\nlinha 2", '"linha 1\nlinha 2"'],
    ["a CRLF is quoted", "linha 1\r\nlinha 2", '"linha 1\r\nlinha 2"'],
    ["edge spaces are kept by quoting", " Centro ", '" Centro "'],
    ["a formula-like text cannot run in a spreadsheet", "=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["a number is written as is", 42, "42"],
    ["a missing value is an empty field", undefined, ""],
    ["null is an empty field", null, ""],
  ])("%s", (_behaviour, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("starts with the UTF-8 BOM, splits columns on ';' and ends every row with CRLF", () => {
    const csv = toCsv([
      ["Empresa", "Local"],
      ["Açaí da Praça", "Savassi, Belo Horizonte - MG"],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Empresa;Local\r\nAçaí da Praça;"Savassi, Belo Horizonte - MG"\r\n`);
  });

  it("encodes as UTF-8 bytes EF BB BF first, so Excel detects the encoding", () => {
    const bytes = new TextEncoder().encode(toCsv([["Farmácia"]]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Farmácia\r\n");
  });

  it("can leave the BOM out and use another delimiter", () => {
    expect(toCsv([["a,b", "c"]], { bom: false, delimiter: "," })).toBe('"a,b",c\r\n');
  });

  it.each([
    ["Último Mês", "ultimo-mes"],
    ["Pendentes", "pendentes"],
    ["Usuários", "usuarios"],
    ["  Última Semana! ", "ultima-semana"],
  ])("file names drop accents: %s → %s", (text, slug) => {
    expect(fileSlug(text)).toBe(slug);
  });
});
