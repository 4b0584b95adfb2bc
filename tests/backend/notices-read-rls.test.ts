import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend, type Client } from "./helpers";

// Notices' read marks through supabase-js and the Data API, as each account type, with the two functions the
// app calls (lib/data/notices.ts); the SQL suite (sql-avisos-lidos.ts) proves the rules one by one.

const ORDER_NOTICE = "0f6a8c1e-2b3d-4e5f-8a9b-0c1d2e3f4a5b:ready";
const COUPON_NOTICE = "coupon:80c94288-cb42-4cbc-83ec-9498ee2f8315";
const both = [ORDER_NOTICE, COUPON_NOTICE];

let backend: EmbeddedBackend;
const as: Record<"cliente" | "empresa" | "entregador" | "anunciante" | "admin", Client> = {} as never;

beforeAll(async () => {
  backend = await startMemoryBackend();
  for (const type of ["cliente", "empresa", "entregador", "anunciante", "admin"] as const) {
    as[type] = (await signedIn(backend, `${type}@vitrine.example`)).supabase;
  }
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

const readBack = (supabase: Client) => supabase.rpc("avisos_lidos_dentre", { ids: both });

describe("notices read marks (public.avisos_lidos) through the Data API", () => {
  it.each(["cliente", "empresa", "entregador"] as const)(
    "a %s marks notices read, once, and reads back only their own marks",
    async (type) => {
      const first = await as[type].rpc("marcar_avisos_lidos", { ids: [ORDER_NOTICE] });
      expect(first).toMatchObject({ data: 1, error: null });
      const again = await as[type].rpc("marcar_avisos_lidos", { ids: both });
      expect(again).toMatchObject({ data: 1, error: null });
      expect((await readBack(as[type])).data).toEqual([ORDER_NOTICE, COUPON_NOTICE].sort());
      const rows = await as[type].from("avisos_lidos").select("aviso_id").order("aviso_id").limit(10);
      expect(rows.data?.map((row) => row.aviso_id)).toEqual([ORDER_NOTICE, COUPON_NOTICE].sort());
    },
  );

  it("nobody reads another person's marks: the advertiser and the admin see none of them", async () => {
    for (const type of ["anunciante", "admin"] as const) {
      expect((await readBack(as[type])).data).toEqual([]);
      expect((await as[type].from("avisos_lidos").select("aviso_id").limit(10)).data).toEqual([]);
    }
  });

  it("an advertiser or an admin has no notices to mark, and a visitor may not even ask", async () => {
    for (const type of ["anunciante", "admin"] as const) {
      const { error } = await as[type].rpc("marcar_avisos_lidos", { ids: [COUPON_NOTICE] });
      expect(error?.code).toBe("42501");
    }
    const visitor = client(backend);
    expect((await visitor.rpc("marcar_avisos_lidos", { ids: both })).error?.code).toBe("42501");
    expect((await visitor.rpc("avisos_lidos_dentre", { ids: both })).error?.code).toBe("42501");
  });

  it("refuses an id that is not a notice's with the database's check, saving none of the list", async () => {
    const { error } = await as.cliente.rpc("marcar_avisos_lidos", {
      ids: ["1b2c3d4e-0000-4000-8000-000000000000:delivered", "nao-e-aviso"],
    });
    expect(error?.code).toBe("23514");
    const { data } = await as.cliente.rpc("avisos_lidos_dentre", {
      ids: ["1b2c3d4e-0000-4000-8000-000000000000:delivered"],
    });
    expect(data).toEqual([]);
  });
});
