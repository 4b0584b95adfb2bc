import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";

import {
  readAuthSchema,
  readMigrations,
  readRealtimeSchema,
  readSeed,
  readStorageSchema,
} from "@/supabase/embedded/db";

import { defineSchemaAssertions } from "./sql-assertions";
import { defineBuscaAssertions } from "./sql-busca";
import { defineContagemCategoriasAssertions } from "./sql-contagem-categorias";
import { defineAdministradoresAssertions } from "./sql-administradores";
import { defineAvisosLidosAssertions } from "./sql-avisos-lidos";
import { defineContatoPlataformaAssertions } from "./sql-contato-plataforma";
import { defineCuponsDestaqueAssertions } from "./sql-cupons-destaque";
import { defineCampanhasAssertions } from "./sql-campanhas";
import { defineContaClienteAssertions } from "./sql-conta-cliente";
import { defineCadastroEmpresaAssertions } from "./sql-cadastro-empresa";
import { defineCuponsRegrasAssertions } from "./sql-cupons-regras";
import { defineEnderecosAssertions } from "./sql-enderecos";
import { defineEntregasAssertions } from "./sql-entregas";
import { defineFazerPedidoAssertions } from "./sql-fazer-pedido";
import { defineFotosAssertions } from "./sql-fotos";
import { defineIndicesAssertions } from "./sql-indices";
import { defineLojasAssertions } from "./sql-lojas";
import { defineNomeMostradoAssertions, type SqlScriptRunner } from "./sql-nome-mostrado";
import { defineRecusasPedidoAssertions } from "./sql-pedido-recusas";
import { definePedidosAssertions } from "./sql-pedidos";
import { definePlanosAssertions } from "./sql-planos";
import { defineTemaAssertions } from "./sql-tema";
import { defineProdutosAssertions } from "./sql-produtos";
import { definePedidosAoVivoAssertions } from "./sql-pedidos-ao-vivo";
import { defineRealtimeAssertions } from "./sql-realtime";
import { defineRelatoriosAssertions } from "./sql-relatorios";
import { defineRelatoriosPeriodosAssertions } from "./sql-relatorios-periodos";

const url = process.env.VITRINE_TEST_PG_URL;
const title = url
  ? "schema on a real PostgreSQL (VITRINE_TEST_PG_URL)"
  : "schema on a real PostgreSQL: skipped, set VITRINE_TEST_PG_URL (scripts/ci-postgres.sh prints one)";

describe.skipIf(!url)(title, () => {
  const database = `vitrine_test_${process.pid}_${Date.now().toString(36)}`;
  let admin: pg.Client;
  let db: pg.Client;
  let target: URL;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${database}`);
    target = new URL(url!);
    target.pathname = `/${database}`;
    db = new pg.Client({ connectionString: target.href });
    await db.connect();
    // The same files, in the same order, as the embedded backend applies them.
    await db.query(readAuthSchema());
    await db.query(readStorageSchema());
    await db.query(readRealtimeSchema());
    for (const migration of readMigrations()) await db.query(migration.sql);
    await db.query(readSeed());
  });

  afterAll(async () => {
    await db?.end();
    if (admin) {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  });

  const runner = (): SqlScriptRunner => ({
    query: async <T>(text: string, params?: unknown[]) => (await db.query(text, params)).rows as T[],
    exec: async (sql: string) => {
      await db.query(sql);
    },
  });
  defineSchemaAssertions(runner);
  defineNomeMostradoAssertions(runner);
  defineLojasAssertions(runner);
  defineProdutosAssertions(runner);
  defineBuscaAssertions(runner);
  defineContagemCategoriasAssertions(runner);
  defineFotosAssertions(runner);
  defineCadastroEmpresaAssertions(runner);
  definePedidosAssertions(runner);
  const session = async () => {
    const connection = new pg.Client({ connectionString: target.href });
    await connection.connect();
    return {
      query: async <T>(text: string, params?: unknown[]) =>
        (await connection.query(text, params)).rows as T[],
      close: () => connection.end(),
    };
  };
  defineFazerPedidoAssertions(runner, session);
  defineRecusasPedidoAssertions(runner);
  defineEnderecosAssertions(runner);
  defineCuponsRegrasAssertions(runner);
  defineRelatoriosAssertions(runner);
  defineRelatoriosPeriodosAssertions(runner);
  defineRealtimeAssertions(runner);
  definePedidosAoVivoAssertions(runner);
  defineEntregasAssertions(runner, session);
  defineCampanhasAssertions(runner);
  definePlanosAssertions(runner);
  defineAdministradoresAssertions(runner);
  defineTemaAssertions(runner);
  defineIndicesAssertions(runner);
  defineContaClienteAssertions(runner);
  defineAvisosLidosAssertions(runner);
  defineCuponsDestaqueAssertions(runner);
  defineContatoPlataformaAssertions(runner);
});
