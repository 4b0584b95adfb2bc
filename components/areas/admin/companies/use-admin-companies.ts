"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useOptimistic, useTransition } from "react";

import { toast } from "@/components/ui/toast";
import { applyCompanyChange, type AdminCompany, type OptimisticCompanyChange } from "@/lib/admin/companies";
import { deleteCompany, setCompanyDecision, type CompanyActionResult } from "@/lib/admin/company-actions";

/**
 * Approve, reject and delete over the `lojas` table: the list changes at once (useOptimistic) while the
 * server action writes; on success the refreshed list arrives with the action's reply, on failure the row
 * falls back to the server's value, an error toast says why and the list is read again.
 */
export function useAdminCompanies(companies: AdminCompany[]) {
  const t = useTranslations("adminCompanies.toasts");
  const router = useRouter();
  const [shown, applyOptimistic] = useOptimistic(companies, applyCompanyChange);
  const [busy, startTransition] = useTransition();
  const nameOf = (id: string) => companies.find((company) => company.id === id)?.name ?? "";

  function run(change: OptimisticCompanyChange, action: () => Promise<CompanyActionResult>, done: string) {
    const name = nameOf(change.id);
    startTransition(async () => {
      applyOptimistic(change);
      const result = await action();
      if (result.ok) {
        toast.success(t(done), { description: t(`${done}Description`, { name }) });
        return;
      }
      toast.error(t("failed"), { description: result.error });
      router.refresh();
    });
  }

  const decide = (id: string, decision: "approved" | "rejected") =>
    run({ type: "decide", id, decision }, () => setCompanyDecision(id, decision), decision);
  const remove = (id: string) => run({ type: "remove", id }, () => deleteCompany(id), "deleted");

  return { companies: shown, decide, remove, busy };
}
