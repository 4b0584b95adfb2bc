import "server-only";

import type { AppUser } from "@/lib/auth/types";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Baixar meus dados' (LGPD art. 18): everything Vitrine keeps about the signed-in person, read as them, so
 * row-level security decides and nothing of anyone else can come back. Orders are the person's own as a
 * customer (not a store's or courier's); of each order's history, who acted is kept as a role, never an id.
 */

const PERFIL =
  "nome_completo, nome_mostrado, telefone, email, tipo_conta, pagamento_preferido, preferencias, created_at, updated_at";
const ENDERECO = "rotulo, logradouro, numero, complemento, bairro, cidade, uf, cep, padrao, created_at";
const FAVORITO = "produto_id, loja_id, created_at";
const PEDIDO =
  "id, loja_id, loja_nome, status, tipo_entrega, pagamento, subtotal, taxa_entrega, desconto, total, cupom_codigo, observacoes, cliente_nome, cliente_telefone, endereco, motivo_cancelamento, created_at";
const ITEM = "pedido_id, produto_id, nome, preco_unitario, quantidade";
const EVENTO = "pedido_id, papel, de, para, motivo, created_at";

// Orders are read in pages and their items and history in batches, so a long history exports whole.
const PAGE = 500;

function failed(what: string, error: { message: string }): never {
  throw new Error(`Falha ao exportar ${what}: ${error.message}`);
}

type Page<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>;

/** Every row, a page at a time: `read(from, to)` is one range of the same ordered query. */
async function allPages<T>(read: (from: number, to: number) => Page<T>, what: string): Promise<T[]> {
  const rows: T[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await read(from, from + PAGE - 1);
    if (error) failed(what, error);
    const page = data ?? [];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

const ordersOf = (client: SupabaseServerClient, userId: string) =>
  allPages(
    (from, to) =>
      client
        .from("pedidos")
        .select(PEDIDO)
        .eq("cliente_id", userId)
        .order("created_at", { ascending: true })
        .order("id", { ascending: true })
        .range(from, to),
    "os pedidos",
  );

// which notices the person marked read, and when (public.avisos_lidos)
const readNoticesOf = (client: SupabaseServerClient, userId: string) =>
  allPages(
    (from, to) =>
      client
        .from("avisos_lidos")
        .select("aviso_id, lido_em")
        .eq("user_id", userId)
        .order("lido_em", { ascending: true })
        .order("aviso_id", { ascending: true })
        .range(from, to),
    "os avisos lidos",
  );

async function childrenOf<T extends { pedido_id: string }>(
  ids: readonly string[],
  read: (batch: string[]) => Page<T>,
  what: string,
): Promise<Map<string, T[]>> {
  const byOrder = new Map<string, T[]>();
  for (let start = 0; start < ids.length; start += 100) {
    const { data, error } = await read(ids.slice(start, start + 100));
    if (error) failed(what, error);
    for (const row of data ?? []) byOrder.set(row.pedido_id, [...(byOrder.get(row.pedido_id) ?? []), row]);
  }
  return byOrder;
}

export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>;

export async function exportPersonalData(user: Pick<AppUser, "id" | "email" | "type">, now = new Date()) {
  const client = await createSupabaseServerClient();
  const [perfil, enderecos, favoritos, pedidos, avisosLidos] = await Promise.all([
    client.from("perfis").select(PERFIL).eq("user_id", user.id).maybeSingle(),
    client.from("enderecos").select(ENDERECO).eq("cliente_id", user.id).order("created_at"),
    client
      .from("favoritos")
      .select(FAVORITO)
      .eq("cliente_id", user.id)
      .order("created_at", { ascending: false }),
    ordersOf(client, user.id),
    readNoticesOf(client, user.id),
  ]);
  if (perfil.error) failed("o perfil", perfil.error);
  if (enderecos.error) failed("os endereços", enderecos.error);
  if (favoritos.error) failed("os favoritos", favoritos.error);
  const ids = pedidos.map((pedido) => pedido.id);
  const [itens, eventos] = await Promise.all([
    childrenOf(
      ids,
      (batch) => client.from("itens_pedido").select(ITEM).in("pedido_id", batch).order("posicao"),
      "os itens",
    ),
    childrenOf(
      ids,
      (batch) => client.from("eventos_pedido").select(EVENTO).in("pedido_id", batch).order("id"),
      "o histórico",
    ),
  ]);
  const strip = <T extends { pedido_id: string }>(rows: T[] = []) =>
    rows.map(({ pedido_id: _, ...rest }) => rest);
  return {
    geradoEm: now.toISOString(),
    conta: { id: user.id, email: user.email, tipo: user.type },
    perfil: perfil.data,
    enderecos: enderecos.data,
    favoritos: favoritos.data,
    pedidos: pedidos.map((pedido) => ({
      ...pedido,
      itens: strip(itens.get(pedido.id)),
      historico: strip(eventos.get(pedido.id)),
    })),
    avisosLidos,
  };
}
