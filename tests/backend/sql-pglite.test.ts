import { afterAll, beforeAll, describe } from "vitest";

import { openDatabase, type Database } from "@/supabase/embedded/db";

import { BOOT_TIMEOUT_MS } from "./helpers";
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

let db: Database;

beforeAll(async () => {
  ({ db } = await openDatabase("memory"));
}, BOOT_TIMEOUT_MS);

afterAll(async () => {
  await db?.close();
});

describe("schema on PGlite (auth-schema.sql + migrations + seed.sql)", () => {
  const runner = (): SqlScriptRunner => ({
    query: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
    exec: async (sql: string) => {
      await db.exec(sql);
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
  defineFazerPedidoAssertions(runner);
  defineRecusasPedidoAssertions(runner);
  defineEnderecosAssertions(runner);
  defineCuponsRegrasAssertions(runner);
  defineRelatoriosAssertions(runner);
  defineRelatoriosPeriodosAssertions(runner);
  defineRealtimeAssertions(runner);
  definePedidosAoVivoAssertions(runner);
  defineEntregasAssertions(runner);
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
