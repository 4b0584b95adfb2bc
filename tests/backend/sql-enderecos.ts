import { randomUUID } from "node:crypto";

import { expect, it } from "vitest";

import { CUSTOMER_IDS } from "@/fixtures/customers";

import { as, asAfter, type SqlRunner } from "./sql-assertions";
import { CASA, ids, newAccount, OTHER_ADDRESS, TRABALHO } from "./sql-pedidos-helpers";

const DENIED = expect.objectContaining({ code: "42501" });
const CHECK = expect.objectContaining({ code: "23514" });

type Field = { rotulo: string; padrao: boolean };
const insertAddress = (
  db: SqlRunner,
  rotulo: string,
  padrao = false,
  overrides: Record<string, string> = {},
) => {
  const row = {
    rotulo,
    logradouro: "Rua da Bahia",
    numero: "1000",
    bairro: "Centro",
    cidade: "Belo Horizonte",
    uf: "MG",
    cep: "30160-011",
    ...overrides,
  };
  return db.query<Field & { id: string }>(
    `insert into public.enderecos (rotulo, logradouro, numero, bairro, cidade, uf, cep, padrao)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::text, rotulo, padrao`,
    [row.rotulo, row.logradouro, row.numero, row.bairro, row.cidade, row.uf, row.cep, padrao],
  );
};
const addresses = (db: SqlRunner) =>
  db.query<Field>("select rotulo, padrao from public.enderecos order by rotulo");

/** A customer's addresses and preferred payment (migration *_enderecos.sql). */
export function defineEnderecosAssertions(runner: () => SqlRunner): void {
  it("lets a customer add, edit and remove their own addresses, and read or change nobody else's", async () => {
    const db = runner();
    const own = await as(db, "authenticated", ids.cliente, async () => [
      await addresses(db),
      (await insertAddress(db, "Academia")).map(({ rotulo, padrao }) => ({ rotulo, padrao })),
      await db.query("update public.enderecos set numero = '580' where id = $1 returning numero", [CASA.id]),
      await db.query("delete from public.enderecos where id = $1 returning rotulo", [TRABALHO.id]),
    ]);
    expect(own).toEqual([
      [
        { rotulo: "Casa", padrao: true },
        { rotulo: "Trabalho", padrao: false },
      ],
      [{ rotulo: "Academia", padrao: false }],
      [{ numero: "580" }],
      [{ rotulo: "Trabalho" }],
    ]);
    const others = await as(db, "authenticated", ids.cliente, async () => [
      await db.query("select id from public.enderecos where id = $1", [OTHER_ADDRESS.id]),
      await db.query("update public.enderecos set numero = '1' where id = $1 returning id", [
        OTHER_ADDRESS.id,
      ]),
      await db.query("update public.enderecos set padrao = true where id = $1 returning id", [
        OTHER_ADDRESS.id,
      ]),
      await db.query("delete from public.enderecos where id = $1 returning id", [OTHER_ADDRESS.id]),
    ]);
    expect(others).toEqual([[], [], [], []]);
    // nor moves an address to someone else
    await expect(
      as(db, "authenticated", ids.cliente, () =>
        db.query("update public.enderecos set cliente_id = $2 where id = $1", [CASA.id, ids.admin]),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("makes a customer's first address the default, and the next ones not", async () => {
    const db = runner();
    const newcomer = randomUUID();
    const added = await asAfter(db, newAccount(newcomer), "authenticated", newcomer, async () => [
      ...(await insertAddress(db, "Casa", false)),
      ...(await insertAddress(db, "Trabalho", false)),
    ]);
    expect(added.map(({ rotulo, padrao }) => [rotulo, padrao])).toEqual([
      ["Casa", true],
      ["Trabalho", false],
    ]);
  });

  it("lets a new default take the old one's place, and never switches the default off directly", async () => {
    const db = runner();
    const picked = await as(db, "authenticated", ids.cliente, async () => {
      await db.query("update public.enderecos set padrao = true where id = $1", [TRABALHO.id]);
      return addresses(db);
    });
    expect(picked).toEqual([
      { rotulo: "Casa", padrao: false },
      { rotulo: "Trabalho", padrao: true },
    ]);
    const added = await as(db, "authenticated", ids.cliente, async () => {
      await insertAddress(db, "Academia", true);
      return addresses(db);
    });
    expect(added).toEqual([
      { rotulo: "Academia", padrao: true },
      { rotulo: "Casa", padrao: false },
      { rotulo: "Trabalho", padrao: false },
    ]);
    const off = await as(db, "authenticated", ids.cliente, async () => {
      await db.query("update public.enderecos set padrao = false where id = $1", [CASA.id]);
      return addresses(db);
    });
    expect(off).toEqual([
      { rotulo: "Casa", padrao: true },
      { rotulo: "Trabalho", padrao: false },
    ]);
  });

  it("makes the newest remaining address the default when the default is removed", async () => {
    const db = runner();
    const left = await as(db, "authenticated", ids.cliente, async () => {
      await insertAddress(db, "Academia"); // newer than Trabalho, seeded earlier
      await db.query("delete from public.enderecos where id = $1", [CASA.id]);
      const promoted = await addresses(db);
      await db.query("delete from public.enderecos where rotulo = 'Trabalho'");
      return [promoted, await addresses(db)];
    });
    expect(left).toEqual([
      [
        { rotulo: "Academia", padrao: true },
        { rotulo: "Trabalho", padrao: false },
      ],
      [{ rotulo: "Academia", padrao: true }],
    ]);
  });

  it("keeps at most 10 addresses per customer: the 11th is refused with 'limite_enderecos'", async () => {
    const db = runner();
    const fill = (count: number) =>
      db.query(
        `insert into public.enderecos (rotulo, logradouro, numero, bairro, cidade, uf, cep)
         select 'Extra ' || n, 'Rua', n::text, 'Centro', 'Belo Horizonte', 'MG', '30160-011'
         from generate_series(1, $1) n`,
        [count],
      );
    const tenth = await as(db, "authenticated", ids.cliente, async () => {
      await fill(8);
      return (await addresses(db)).length;
    });
    expect(tenth).toBe(10);
    await expect(
      as(db, "authenticated", ids.cliente, async () => {
        await fill(8);
        return insertAddress(db, "Décimo primeiro");
      }),
    ).rejects.toEqual(expect.objectContaining({ code: "P0001", message: "limite_enderecos", hint: "10" }));
  });

  it.each([
    ["a state that does not exist", { uf: "XX" }],
    ["a state in small letters", { uf: "mg" }],
    ["a CEP without its dash", { cep: "30160011" }],
    ["a CEP of 7 digits", { cep: "3016-0011" }],
    ["a blank label", { rotulo: "   " }],
    ["a number of 11 characters", { numero: "12345678901" }],
  ])("refuses %s", async (_name, overrides) => {
    const db = runner();
    await expect(
      as(db, "authenticated", ids.cliente, () => insertAddress(db, "Casa 2", false, overrides)),
    ).rejects.toEqual(CHECK);
  });

  it("lets only cliente accounts keep addresses, each under their own id", async () => {
    const db = runner();
    for (const other of [ids.empresa, ids.entregador, ids.admin, ids.anunciante]) {
      await expect(
        as(db, "authenticated", other, () => insertAddress(db, "Loja")),
        other,
      ).rejects.toEqual(DENIED);
    }
    await expect(as(db, "anon", null, () => insertAddress(db, "Casa"))).rejects.toEqual(DENIED);
    await expect(
      as(db, "authenticated", ids.cliente, () =>
        db.query(
          `insert into public.enderecos (cliente_id, rotulo, logradouro, numero, bairro, cidade, uf, cep)
           values ($1, 'Casa', 'Rua', '1', 'Centro', 'Belo Horizonte', 'MG', '30160-011')`,
          [CUSTOMER_IDS.carlos],
        ),
      ),
    ).rejects.toEqual(DENIED);
  });

  it("keeps the preferred payment as credito, debito or pix, set by the customer on their own profile only", async () => {
    const db = runner();
    const prefer = (user: string, value: string) =>
      db.query(
        "update public.perfis set pagamento_preferido = $2 where user_id = $1 returning pagamento_preferido",
        [user, value],
      );
    for (const value of ["credito", "debito", "pix"]) {
      expect(await as(db, "authenticated", ids.cliente, () => prefer(ids.cliente, value))).toEqual([
        { pagamento_preferido: value },
      ]);
    }
    await expect(as(db, "authenticated", ids.cliente, () => prefer(ids.cliente, "dinheiro"))).rejects.toEqual(
      CHECK,
    );
    expect(await as(db, "authenticated", ids.cliente, () => prefer(CUSTOMER_IDS.carlos, "pix"))).toEqual([]);
    await expect(as(db, "anon", null, () => prefer(ids.cliente, "pix"))).rejects.toEqual(DENIED);
  });
}
