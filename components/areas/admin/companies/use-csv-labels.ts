"use client";

import { useTranslations } from "next-intl";

import type { CompaniesCsvLabels } from "@/lib/admin/companies-csv";

const HEADERS = ["name", "email", "phone", "location", "status", "plan", "category", "createdAt"] as const;

/** The export's column titles and labels from the catalogue (the CSV builder itself stays pure). */
export function useCsvLabels(): CompaniesCsvLabels {
  const t = useTranslations("adminCompanies");
  const plans = useTranslations("plans");
  return {
    headers: HEADERS.map((key) => t(`csvHeaders.${key}`)),
    status: {
      approved: t("status.approved"),
      pending: t("status.pending"),
      rejected: t("status.rejected"),
      unknown: t("status.unknown"),
    },
    plan: { free: plans("free"), basic: plans("basic"), premium: plans("premium") },
  };
}
