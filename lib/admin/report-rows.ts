import { z } from "zod";

import { adminReportFiguresSchema, type AdminReportFigures } from "@/lib/admin/types";
import type { DateRange } from "@/lib/reports/periods";
import type { AdminGrowth, AdminPoint, ChartBucket } from "@/lib/reports/types";
import { count, isoDate } from "@/lib/schema/primitives";

const amount = z.number().nonnegative();
const growth = z.number().nullable();

const relatorioAdminSchema = z.object({
  inicio: isoDate,
  fim: isoDate,
  agrupamento: z.enum(["day", "week", "month"]),
  empresas: z.object({ cadastradas: count, aprovadas: count, rejeitadas: count }),
  usuarios: z.object({ novos: count, ativos: count, recorrentes: count }),
  receita: z.object({ bruta: amount, pedidos_pagos: count }),
  atividade: z.object({ pedidos: count, cancelados: count }),
  crescimento: z.object({ usuarios_ativos: growth, pedidos: growth, receita: growth }),
  pontos: z
    .array(
      z.object({
        inicio: isoDate,
        fim: isoDate,
        empresas: count,
        usuarios: count,
        pedidos: count,
        cancelados: count,
        receita: amount,
      }),
    )
    .min(1),
});

export type AdminReport = {
  range: DateRange;
  figures: AdminReportFigures;
  growth: AdminGrowth;
  bucket: ChartBucket;
  points: AdminPoint[];
};

/** public.relatorio_admin(p_periodo) → the period's days, figures, growth and chart; another shape throws. */
export function adminReportFromRow(row: unknown): AdminReport {
  const report = relatorioAdminSchema.parse(row);
  const { empresas, usuarios, receita, atividade, crescimento } = report;
  return {
    range: { start: report.inicio, end: report.fim },
    figures: adminReportFiguresSchema.parse({
      companies: {
        registered: empresas.cadastradas,
        approved: empresas.aprovadas,
        rejected: empresas.rejeitadas,
      },
      users: { newUsers: usuarios.novos, activeUsers: usuarios.ativos, returningUsers: usuarios.recorrentes },
      revenue: { gross: receita.bruta, paidOrders: receita.pedidos_pagos },
      activity: { orders: atividade.pedidos, cancelled: atividade.cancelados },
    }),
    growth: {
      activeUsers: crescimento.usuarios_ativos,
      orders: crescimento.pedidos,
      revenue: crescimento.receita,
    },
    bucket: report.agrupamento,
    points: report.pontos.map((point) => ({
      start: point.inicio,
      end: point.fim,
      companies: point.empresas,
      users: point.usuarios,
      orders: point.pedidos,
      cancelled: point.cancelados,
      revenue: point.receita,
    })),
  };
}
