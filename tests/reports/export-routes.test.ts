import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { GET as adminExport } from "@/app/(areas)/admin/reports/exportar/route";
import { GET as companyExport } from "@/app/(areas)/company/relatorios/exportar/route";
import { BackendUnavailableError } from "@/lib/auth/backend-unavailable";
import type { AccountType, AppUser } from "@/lib/auth/types";

import { adminReport, companyReport, translate } from "./report-samples";

// Who asks and what the data layer answers them; the files are generated for real.
const state = vi.hoisted(() => ({
  user: null as unknown,
  userError: null as Error | null,
  hasStore: true,
  dataCalls: [] as string[],
}));
vi.mock("@/lib/auth/session", () => ({
  getCurrentUser: async () => {
    if (state.userError) throw state.userError;
    return state.user;
  },
}));
vi.mock("@/lib/data/reports", () => ({
  getCompanyReport: async (_user: AppUser, period: string) => {
    state.dataCalls.push(`company:${period}`);
    return state.hasStore ? { ...companyReport, period } : null;
  },
}));
vi.mock("@/lib/data/admin", () => ({
  getAdminReport: async (_user: AppUser, period: string) => {
    state.dataCalls.push(`admin:${period}`);
    return { ...adminReport, period };
  },
}));
vi.mock("next-intl/server", () => ({ getTranslations: async () => translate }));

const as = (type: AccountType | null) => {
  state.user =
    type === null ? null : { id: "u1", email: `${type}@vitrine.example`, name: type, type, profile: null };
};
const get = (route: typeof companyExport, path: string) => route(new NextRequest(`http://localhost${path}`));
const COMPANY = "/company/relatorios/exportar?periodo=semana&formato=xlsx";
const ADMIN = "/admin/reports/exportar?periodo=ano&formato=pdf";

beforeEach(() => {
  state.user = null;
  state.userError = null;
  state.hasStore = true;
  state.dataCalls = [];
});

describe("the store's report download checks who asks like its page (product.md §6)", () => {
  it("the store's owner gets an .xlsx attachment named after the store, never cached", async () => {
    as("empresa");
    const response = await get(companyExport, COMPANY);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="relatorio-padaria-pao-quente-semana-2026-11-26.xlsx"',
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip: the xlsx container
    expect(state.dataCalls).toEqual(["company:week"]);
  });

  it("and a PDF when asked for one", async () => {
    as("empresa");
    const response = await get(companyExport, "/company/relatorios/exportar?periodo=ano&formato=pdf");
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    expect(state.dataCalls).toEqual(["company:year"]);
  });

  it.each<[AccountType | null, number]>([
    [null, 401],
    ["entregador", 403],
    ["cliente", 403],
    ["anunciante", 403],
    ["admin", 403],
    ["superadmin", 403],
  ])("%s gets %i and nothing is read", async (type, status) => {
    as(type);
    const response = await get(companyExport, COMPANY);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(state.dataCalls).toEqual([]);
  });

  it("an owner without a store gets 404", async () => {
    as("empresa");
    state.hasStore = false;
    expect((await get(companyExport, COMPANY)).status).toBe(404);
  });

  it.each(["?periodo=mes", "?periodo=mes&formato=docx", "?formato=pdf&cartao=receita"])(
    "refuses %s with 400 before asking who it is",
    async (query) => {
      as("empresa");
      expect((await get(companyExport, `/company/relatorios/exportar${query}`)).status).toBe(400);
      expect(state.dataCalls).toEqual([]);
    },
  );

  it("answers 503 with Retry-After when the backend does not answer", async () => {
    state.userError = new BackendUnavailableError();
    const response = await get(companyExport, COMPANY);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).not.toBeNull();
  });
});

describe("the marketplace's report download is an administrator's (product.md §6)", () => {
  it.each<AccountType>(["admin", "superadmin"])("%s gets the PDF", async (type) => {
    as(type);
    const response = await get(adminExport, ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="relatorio-vitrine-ano-2026-11-26.pdf"',
    );
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("one card's file is named after the card", async () => {
    as("admin");
    const response = await get(
      adminExport,
      "/admin/reports/exportar?periodo=ano&formato=xlsx&cartao=usuarios",
    );
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="relatorio-vitrine-usuarios-ano-2026-11-26.xlsx"',
    );
  });

  it.each<[AccountType | null, number]>([
    [null, 401],
    ["empresa", 403],
    ["entregador", 403],
    ["cliente", 403],
    ["anunciante", 403],
  ])("%s gets %i and nothing is read", async (type, status) => {
    as(type);
    expect((await get(adminExport, ADMIN)).status).toBe(status);
    expect(state.dataCalls).toEqual([]);
  });
});
