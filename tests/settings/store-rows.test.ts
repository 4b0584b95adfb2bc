import { describe, expect, it } from "vitest";

import { companies, DEMO_COMPANY_ID } from "@/fixtures/companies";
import { toWeekDraft, isWeekDraft } from "@/lib/settings/opening-hours";
import { toProfileDraft, validateStoreProfile } from "@/lib/settings/store-profile";
import { hoursPatchOf, profilePatchOf, settingsDraftsOf } from "@/lib/settings/store-rows";
import { storeWriteError } from "@/lib/settings/store-writes";
import { catalogueRows } from "@/supabase/catalogue-seed";

const demo = companies.find((company) => company.id === DEMO_COMPANY_ID)!;
const demoRow = catalogueRows().lojas.find((loja) => loja.id === DEMO_COMPANY_ID)!;

// The columns an owner may update (grant update on public.lojas, 20250701120000_lojas.sql).
const OWNER_COLUMNS = new Set(
  "nome descricao logo capa telefone whatsapp instagram email tipo_servico categoria_id tempo_entrega_min tempo_entrega_max taxa_entrega logradouro bairro cidade uf cep horarios ativa".split(
    " ",
  ),
);

describe("/company/config between the lojas row and the form", () => {
  it("starts the forms from the store's row with the same values as from the company", () => {
    const { profile, hours } = settingsDraftsOf(demoRow);
    expect(profile).toEqual(toProfileDraft(demo));
    expect(hours).toEqual(toWeekDraft(demo.openingHours));
  });

  it("a saved profile writes back the row's own values (the demo store's form saved unchanged)", () => {
    const validated = validateStoreProfile(toProfileDraft(demo));
    if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
    const patch = profilePatchOf(validated.data);
    for (const [column, value] of Object.entries(patch))
      expect([column, value]).toEqual([column, demoRow[column as keyof typeof demoRow]]);
  });

  it("a profile patch names only columns the owner may update, never status, plano or avaliacao", () => {
    const validated = validateStoreProfile(toProfileDraft(demo));
    if (!validated.ok) throw new Error("the demo profile is valid");
    const columns = Object.keys(profilePatchOf(validated.data));
    expect(columns.filter((column) => !OWNER_COLUMNS.has(column))).toEqual([]);
    expect(columns).not.toContain("status");
    expect(Object.keys(hoursPatchOf(demo.openingHours))).toEqual(["horarios"]);
  });

  it.each([
    ["20-30 min", 20, 30],
    ["5-180 min", 5, 180],
  ])("delivery time %s is stored as %i and %i minutes", (deliveryTime, min, max) => {
    const validated = validateStoreProfile({ ...toProfileDraft({ ...demo, deliveryTime }) });
    if (!validated.ok) throw new Error(JSON.stringify(validated.errors));
    expect(profilePatchOf(validated.data)).toMatchObject({ tempo_entrega_min: min, tempo_entrega_max: max });
  });
});

describe("what the server accepts as a week", () => {
  const day = { open: "08:00", close: "18:00", closed: false };
  const week = toWeekDraft({});
  it.each([
    ["the editor's seven days", week, true],
    ["a missing day", { ...week, sunday: undefined }, false],
    ["a switch that is not a boolean", { ...week, monday: { ...day, closed: "no" } }, false],
    ["a time that is not text", { ...week, monday: { ...day, open: 8 } }, false],
    ["not an object", "monday", false],
    ["nothing", null, false],
  ])("%s -> %s", (_name, value, expected) => {
    expect(isWeekDraft(value)).toBe(expected);
  });
});

describe("the database's refusal of a store save, as the screen explains it", () => {
  it.each([
    ["42501", "refused"],
    ["23514", "invalid"],
    ["22P02", "invalid"],
    ["PGRST301", "unexpected"],
    [undefined, "unexpected"],
  ])("%s -> %s", (code, expected) => {
    expect(storeWriteError({ code })).toBe(expected);
  });
});
