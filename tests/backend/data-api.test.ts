import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CATEGORY_IDS, DEMO_USER_IDS } from "@/fixtures/ids";
import type { EmbeddedBackend } from "@/supabase/embedded";

import { BOOT_TIMEOUT_MS, client, signedIn, startMemoryBackend } from "./helpers";

let backend: EmbeddedBackend;

beforeAll(async () => {
  backend = await startMemoryBackend();
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await backend?.stop();
});

describe("perfis under RLS", () => {
  it("gives an anonymous caller no row at all (no e-mail ever exposed)", async () => {
    const { data, error, status } = await client(backend)
      .from("perfis")
      .select("email, tipo_conta, nome_mostrado");
    expect(data).toBeNull();
    expect(error?.code).toBe("42501");
    expect(status).toBe(401);
    const byNickname = await client(backend).from("perfis").select("email").eq("nome_mostrado", "superadmin");
    expect(byNickname.data).toBeNull();
  });

  it("lets a user read only their own row", async () => {
    const { supabase } = await signedIn(backend, "cliente@vitrine.example");
    const all = await supabase.from("perfis").select("user_id, tipo_conta");
    expect(all.data).toEqual([{ user_id: DEMO_USER_IDS.cliente, tipo_conta: "cliente" }]);
    const own = await supabase
      .from("perfis")
      .select("tipo_conta, nome_mostrado")
      .eq("user_id", DEMO_USER_IDS.cliente)
      .single();
    expect(own.data).toEqual({ tipo_conta: "cliente", nome_mostrado: "Ana Souza" });
    const other = await supabase
      .from("perfis")
      .select("email")
      .eq("user_id", DEMO_USER_IDS.superadmin)
      .single();
    expect(other.data).toBeNull();
    expect(other.error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
    expect(other.status).toBe(406);
  });

  it("does not let a user change their own tipo_conta", async () => {
    const { supabase } = await signedIn(backend, "cliente@vitrine.example");
    const attempt = await supabase
      .from("perfis")
      .update({ tipo_conta: "superadmin" })
      .eq("user_id", DEMO_USER_IDS.cliente);
    expect(attempt.error?.code).toBe("42501");
    expect(attempt.status).toBe(403);
    const after = await supabase
      .from("perfis")
      .select("tipo_conta")
      .eq("user_id", DEMO_USER_IDS.cliente)
      .single();
    expect(after.data?.tipo_conta).toBe("cliente");
  });

  it("lets a user edit their own contact fields but not someone else's row", async () => {
    const { supabase } = await signedIn(backend, "entregador@vitrine.example");
    const own = await supabase
      .from("perfis")
      .update({ telefone: "(11) 90000-0000" })
      .eq("user_id", DEMO_USER_IDS.entregador)
      .select("telefone")
      .single();
    expect(own.data).toEqual({ telefone: "(11) 90000-0000" });
    const other = await supabase
      .from("perfis")
      .update({ telefone: "0" })
      .eq("user_id", DEMO_USER_IDS.cliente)
      .select();
    expect(other.data).toEqual([]);
  });
});

describe("categorias", () => {
  it("come to everyone ordered by nome, with the fixture ids", async () => {
    const { data, error } = await client(backend)
      .from("categorias")
      .select("*")
      .order("nome", { ascending: true });
    expect(error).toBeNull();
    const names = data!.map((row) => row.nome);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const produtos = data!.filter((row) => row.tipo === "produto").map((row) => row.id);
    expect(produtos.sort()).toEqual(Object.values(CATEGORY_IDS).sort());
    expect(data!.every((row) => row.imagem?.startsWith("/images/categorias/"))).toBe(true);
  });

  it("can be created only by admin or superadmin", async () => {
    const row = { nome: "Papelaria", slug: "papelaria", tipo: "produto" };
    const cliente = await signedIn(backend, "cliente@vitrine.example");
    const refused = await cliente.supabase.from("categorias").insert(row);
    expect(refused.error?.code).toBe("42501");
    const admin = await signedIn(backend, "admin@vitrine.example");
    const created = await admin.supabase.from("categorias").insert(row).select("nome, ativo").single();
    expect(created.data).toEqual({ nome: "Papelaria", ativo: true });
    const removed = await admin.supabase.from("categorias").delete().eq("slug", "papelaria").select("slug");
    expect(removed.data).toEqual([{ slug: "papelaria" }]);
  });

  // product.md D18: PostgREST inserts an empty object as a row of the table's defaults, never `insert ... ()`
  it("inserts an empty object as the table's defaults: nome has none, so 23502 (400) with no SQL text", async () => {
    const admin = await signedIn(backend, "admin@vitrine.example");
    for (const body of [{}, [{}]]) {
      const { error, status } = await admin.supabase.from("categorias").insert(body as never);
      expect(status).toBe(400);
      expect(error?.code).toBe("23502");
      expect(error?.message).toContain('"nome"');
      expect(error?.message).not.toMatch(/syntax|insert into|select/i);
    }
  });

  it("answers an empty list with 201 and no rows", async () => {
    const admin = await signedIn(backend, "admin@vitrine.example");
    const { data, error, status } = await admin.supabase.from("categorias").insert([]).select("nome");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([]);
  });
});

describe("resolve_login_nickname (product.md §5)", () => {
  const service = () => client(backend, backend.secretKey);

  it("answers ok with the e-mail for a superadmin, case-insensitively", async () => {
    const { data, error } = await service().rpc("resolve_login_nickname", { nickname: "SuperAdmin" });
    expect(error).toBeNull();
    expect(data).toEqual({ status: "ok", email: "superadmin@vitrine.example" });
  });

  it("answers not_superadmin and not_found without any e-mail", async () => {
    expect((await service().rpc("resolve_login_nickname", { nickname: "Ana Souza" })).data).toEqual({
      status: "not_superadmin",
    });
    expect((await service().rpc("resolve_login_nickname", { nickname: "ninguém" })).data).toEqual({
      status: "not_found",
    });
  });

  it("refuses the anon and authenticated roles", async () => {
    const anon = await client(backend).rpc("resolve_login_nickname", { nickname: "superadmin" });
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe("42501");
    const { supabase } = await signedIn(backend, "superadmin@vitrine.example");
    const user = await supabase.rpc("resolve_login_nickname", { nickname: "superadmin" });
    expect(user.data).toBeNull();
    expect(user.error?.code).toBe("42501");
  });

  it("reports an unknown function as PGRST202", async () => {
    const { error, status } = await service().rpc("nao_existe" as "resolve_login_nickname", {
      nickname: "x",
    });
    expect(status).toBe(404);
    expect(error?.code).toBe("PGRST202");
  });
});
