import { expect, it } from "vitest";

import { DEFAULT_PLATFORM_CONTACT } from "@/lib/settings/platform-contact";

import { as, type SqlRunner } from "./sql-assertions";
import { attempt, ids } from "./sql-pedidos-helpers";

const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });

const read = (db: SqlRunner) =>
  db.query<{ email: string; whatsapp: string | null; horario: string }>(
    "select email, whatsapp, horario from public.contato_plataforma",
  );
const update = (db: SqlRunner, email: string, whatsapp: string | null = null, horario = "todos os dias") =>
  attempt<{ email: string }>(
    db,
    "update public.contato_plataforma set email = $1, whatsapp = $2, horario = $3 returning email",
    [email, whatsapp, horario],
  );

/** The Vitrine's contact (20251201120400_contato_plataforma.sql): one row everyone reads, settings.edit writes. */
export function defineContatoPlataformaAssertions(runner: () => SqlRunner): void {
  it("gives visitors and every account the one row, as the app's default contact says", async () => {
    const db = runner();
    const expected = [
      {
        email: DEFAULT_PLATFORM_CONTACT.email,
        whatsapp: DEFAULT_PLATFORM_CONTACT.whatsapp,
        horario: DEFAULT_PLATFORM_CONTACT.hours,
      },
    ];
    for (const [role, sub] of [
      ["anon", null],
      ["authenticated", ids.cliente],
      ["authenticated", ids.empresa],
      ["authenticated", ids.admin],
    ] as const) {
      expect(await as(db, role, sub, () => read(db))).toEqual(expected);
    }
  });

  it("lets the superadmin change it, and no one without settings.edit: the Admin preset, a cliente, a store", async () => {
    const db = runner();
    const saved = await as(db, "authenticated", ids.superadmin, () =>
      update(db, "ajuda@vitrine.com.br", "(31) 99999-8888"),
    );
    expect(saved).toEqual({ rows: [{ email: "ajuda@vitrine.com.br" }] });
    for (const sub of [ids.admin, ids.cliente, ids.empresa, ids.anunciante]) {
      // RLS filters the row out: nothing changes, no error
      expect(await as(db, "authenticated", sub, () => update(db, "outro@vitrine.com.br"))).toEqual({
        rows: [],
      });
    }
    expect(await as(db, "anon", null, () => update(db, "outro@vitrine.com.br"))).toEqual({ error: DENIED });
  });

  it("lets an administrator given settings.edit change it", async () => {
    const db = runner();
    const saved = await as(db, "authenticated", ids.admin, async () => {
      await db.query("reset role");
      await db.query(
        `update public.administradores set permissoes = jsonb_set(permissoes, '{settings,edit}', 'true')
         where user_id = $1`,
        [ids.admin],
      );
      await db.query("set local role authenticated");
      return update(db, "ajuda@vitrine.com.br");
    });
    expect(saved).toEqual({ rows: [{ email: "ajuda@vitrine.com.br" }] });
  });

  it.each([
    ["an e-mail without a domain", "contato@vitrine", null, "todos os dias"],
    [
      "a WhatsApp typed as digits (the app stores '(31) 99999-8888')",
      "a@vitrine.com.br",
      "31999998888",
      "x y z",
    ],
    ["hours with spaces around", "a@vitrine.com.br", null, " todos os dias "],
    ["hours of two letters", "a@vitrine.com.br", null, "ok"],
  ])("refuses %s", async (_case, email, whatsapp, horario) => {
    const db = runner();
    expect(await as(db, "authenticated", ids.superadmin, () => update(db, email, whatsapp, horario))).toEqual(
      {
        error: CHECK,
      },
    );
  });

  it("keeps the row single: no insert, no delete for anyone but the service role", async () => {
    const db = runner();
    const insert = await as(db, "authenticated", ids.superadmin, () =>
      attempt(db, "insert into public.contato_plataforma (id) values (true)"),
    );
    expect(insert).toEqual({ error: DENIED });
    const remove = await as(db, "authenticated", ids.superadmin, () =>
      attempt(db, "delete from public.contato_plataforma"),
    );
    expect(remove).toEqual({ error: DENIED });
  });
}
