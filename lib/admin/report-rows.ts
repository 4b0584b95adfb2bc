import { z } from "zod";

import { adminReportFiguresSchema, type AdminReportFigures } from "@/lib/admin/types";
import type { DateRange } from "@/lib/reports/periods";
import { count, isoDate } from "@/lib/schema/primitives";

const relatorioAdminSchema = z.object({
  inicio: isoDate,
  fim: isoDate,
  empresas: z.object({ cadastradas: count, aprovadas: count, rejeitadas: count }),
  usuarios: z.object({ novos: count, ativos: count, recorrentes: count }),
  receita: z.object({ bruta: z.number().nonnegative(), pedidos_pagos: count }),
  atividade: z.object({ pedidos: count, cancelados: count }),
});

export type AdminReport = { range: DateRange; figures: AdminReportFigures };

/** public.relatorio_admin(p_periodo) → the period's days and figures; another shape throws. */
export function adminReportFromRow(row: unknown): AdminReport {
  const { inicio, fim, empresas, usuarios, receita, atividade } = relatorioAdminSchema.parse(row);
  return {
    range: { start: inicio, end: fim },
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
  };
}
