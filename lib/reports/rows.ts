import { z } from "zod";

import { companyStatsSchema, type CompanyStats } from "@/lib/company/types";
import { REPORT_PERIODS } from "@/lib/reports/periods";
import type { PeriodReport } from "@/lib/reports/types";
import { count, isoDate, uuid } from "@/lib/schema/primitives";

/**
 * What the report functions of supabase/migrations/*_relatorios.sql answer, checked and renamed into the
 * app's shapes. An answer of another shape throws: a figure is never guessed.
 */

const amount = z.number().nonnegative();

const estatisticasSchema = z.object({
  pedidos_hoje: count,
  faturamento_hoje: amount,
  tempo_medio_entrega: z.number().nullable(),
  avaliacao: z.number(),
  crescimento_mensal: z.number().nullable(),
  total_clientes: count,
});

/** public.estatisticas_loja() → the dashboard's CompanyStats. */
export function statsFromRow(row: unknown): CompanyStats {
  const stats = estatisticasSchema.parse(row);
  return companyStatsSchema.parse({
    todayOrders: stats.pedidos_hoje,
    todayRevenue: stats.faturamento_hoje,
    avgDeliveryTime: stats.tempo_medio_entrega,
    rating: stats.avaliacao,
    monthlyGrowth: stats.crescimento_mensal,
    totalCustomers: stats.total_clientes,
  });
}

const relatorioSchema = z.object({
  periodo: z.enum(REPORT_PERIODS),
  inicio: isoDate,
  fim: isoDate,
  loja: z.object({ id: uuid, nome: z.string().min(1) }),
  agrupamento: z.enum(["day", "week", "month"]),
  receita: amount,
  pedidos: count,
  cancelados: count,
  ticket_medio: amount,
  mais_vendidos: z.array(
    z.object({
      produto_id: uuid.nullable(),
      nome: z.string().min(1),
      quantidade: count,
      receita: amount,
      imagem: z.string().min(1).nullable(),
      categoria: z.string().min(1).nullable(),
    }),
  ),
  pontos: z.array(z.object({ inicio: isoDate, fim: isoDate, receita: amount, pedidos: count })).min(1),
});

/** public.relatorio_loja(p_periodo) → the report the page shows. */
export function reportFromRow(row: unknown): PeriodReport {
  const report = relatorioSchema.parse(row);
  return {
    period: report.periodo,
    range: { start: report.inicio, end: report.fim },
    store: { id: report.loja.id, name: report.loja.nome },
    revenue: report.receita,
    orders: report.pedidos,
    cancelled: report.cancelados,
    averageTicket: report.ticket_medio,
    bestSellers: report.mais_vendidos.map((sold) => ({
      productId: sold.produto_id,
      name: sold.nome,
      quantity: sold.quantidade,
      revenue: sold.receita,
      image: sold.imagem,
      category: sold.categoria,
    })),
    bucket: report.agrupamento,
    points: report.pontos.map((point) => ({
      start: point.inicio,
      end: point.fim,
      revenue: point.receita,
      orders: point.pedidos,
    })),
  };
}
