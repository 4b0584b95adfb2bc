import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { COMPANY_IDS, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { couponFromCupom, cupomInsertOf, CUPOM_COLUMNS } from "@/lib/company/coupon-rows";
import { insertCoupon, setCouponActiveRow } from "@/lib/company/coupon-writes";
import { validateOpeningHours } from "@/lib/settings/opening-hours";
import { hoursPatchOf, profilePatchOf, settingsDraftsOf } from "@/lib/settings/store-rows";
import { validateStoreProfile } from "@/lib/settings/store-profile";
import { updateStore } from "@/lib/settings/store-writes";
import { catalogueRows } from "@/supabase/catalogue-seed";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, signedIn, startMemoryBackend, type Client } from "./helpers";

// /company/config's and /company/cupons' writes (lib/settings/store-writes.ts, lib/company/coupon-writes.ts)
// through supabase-js as each account: the owner's change lands, anyone else's changes 0 rows.

const PAO = DEMO_COMPANY_ID;
const BELLA = COMPANY_IDS.bellaNapoli;
const seeded = catalogueRows();
const paoRow = seeded.lojas.find((loja) => loja.id === PAO)!;

let backend: EmbeddedBackend;
type Account = "cliente" | "empresa" | "entregador";
const signed = {} as Record<Account, Client>;

beforeAll(async () => {
  backend = await startMemoryBackend();
  for (const account of ["cliente", "empresa", "entregador"] as const) {
    signed[account] = (await signedIn(backend, `${account}@vitrine.example`)).supabase;
  }
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const storeOf = async (id: string) =>
  (await signed.empresa.from("lojas").select("*").eq("id", id).maybeSingle()).data;

function profilePatch(changes: Record<string, string>) {
  const { profile } = settingsDraftsOf(paoRow);
  const validated = validateStoreProfile({ ...profile, ...changes });
  if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
  return profilePatchOf(validated.data);
}

function closedSundayPatch() {
  const week = settingsDraftsOf(paoRow).hours;
  const validated = validateOpeningHours({ ...week, sunday: { ...week.sunday, closed: true } });
  if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
  return hoursPatchOf(validated.data);
}

describe("the store profile and hours as the owner saves them", () => {
  it("the owner's profile save lands in the store's row, with the normalised values", async () => {
    const result = await updateStore(
      signed.empresa,
      PAO,
      profilePatch({ instagram: "paoquente.bh", deliveryTimeMax: "50" }),
    );
    expect(result).toEqual({ ok: true });
    expect(await storeOf(PAO)).toMatchObject({
      instagram: "@paoquente.bh",
      tempo_entrega_max: 50,
      status: "aprovada",
    });
  });

  it("the owner's hours save replaces the week", async () => {
    expect(await updateStore(signed.empresa, PAO, closedSundayPatch())).toEqual({ ok: true });
    const row = await storeOf(PAO);
    expect((row?.horarios as Record<string, { closed: boolean }>).sunday?.closed).toBe(true);
  });

  it.each(["cliente", "entregador"] as const)(
    "a %s's save of the store changes 0 rows: refused",
    async (account) => {
      const before = await storeOf(PAO);
      expect(await updateStore(signed[account], PAO, profilePatch({ name: "Tomada" }))).toEqual({
        ok: false,
        error: "refused",
      });
      expect(await updateStore(signed[account], PAO, { horarios: {} })).toEqual({
        ok: false,
        error: "refused",
      });
      expect(await storeOf(PAO)).toEqual(before);
    },
  );

  it("the owner of one store changes 0 rows of another store", async () => {
    expect(await updateStore(signed.empresa, BELLA, profilePatch({ name: "Tomada" }))).toEqual({
      ok: false,
      error: "refused",
    });
    const bella = seeded.lojas.find((loja) => loja.id === BELLA)!;
    expect((await storeOf(BELLA))?.nome).toBe(bella.nome);
  });

  it("hours the database's own check refuses are not written", async () => {
    const crossing = { horarios: { monday: { open: "18:00", close: "08:00", closed: false } } };
    expect(await updateStore(signed.empresa, PAO, crossing)).toEqual({ ok: false, error: "invalid" });
  });
});

describe("coupons as the owner runs them", () => {
  const draft = {
    code: "TESTE10",
    description: "10% no teste",
    discountType: "percent" as const,
    discountValue: 10,
    minOrder: 20,
    startsAt: "2026-12-01",
    endsAt: "2026-12-31",
  };

  it("the owner creates a coupon, active, read back as the screen shows it", async () => {
    const created = await insertCoupon(signed.empresa, cupomInsertOf(draft, PAO));
    expect(created.ok).toBe(true);
    const row = await signed.empresa.from("cupons").select(CUPOM_COLUMNS).eq("codigo", "TESTE10").single();
    expect(couponFromCupom(row.data!)).toMatchObject({ ...draft, companyId: PAO, uses: 0, active: true });
  });

  it("a code the store already uses is refused as taken", async () => {
    expect(await insertCoupon(signed.empresa, cupomInsertOf(draft, PAO))).toEqual({
      ok: false,
      error: "codeTaken",
    });
  });

  it("the owner deactivates and reactivates a coupon", async () => {
    const id = (await signed.empresa.from("cupons").select("id").eq("codigo", "TESTE10").single()).data!.id;
    expect(await setCouponActiveRow(signed.empresa, id, false)).toEqual({ ok: true, id });
    expect((await signed.empresa.from("cupons").select("ativo").eq("id", id).single()).data?.ativo).toBe(
      false,
    );
    expect(await setCouponActiveRow(signed.empresa, id, true)).toEqual({ ok: true, id });
  });

  it("the entregador reads the store's coupons but switches none; a cliente sees none", async () => {
    const id = seeded.cupons[0]!.id;
    expect((await signed.entregador.from("cupons").select("id").eq("id", id)).data).toHaveLength(1);
    expect(await setCouponActiveRow(signed.entregador, id, false)).toEqual({ ok: false, error: "refused" });
    expect((await signed.cliente.from("cupons").select("id")).data).toEqual([]);
    expect(await setCouponActiveRow(signed.cliente, id, false)).toEqual({ ok: false, error: "refused" });
  });

  it("the owner of one store cannot create a coupon in another", async () => {
    expect(await insertCoupon(signed.empresa, cupomInsertOf(draft, BELLA))).toEqual({
      ok: false,
      error: "refused",
    });
  });
});
