"use client";

import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { decideCompany, removeCompany, type AdminCompany } from "@/lib/admin/companies";
import { createSessionStore, isListWithIds } from "@/lib/admin/session-store";
import { useSessionValue } from "@/lib/admin/use-session-value";

/** The session's companies (exported for tests, which reset it). */
export const adminCompaniesSession = createSessionStore(
  "vitrine.admin.companies",
  isListWithIds<AdminCompany>,
);

/**
 * spec 4 Company approval on sample data: approve, reject and delete change the list for the session
 * (issue 10), log like the spec's other local actions (spec 7) and confirm with a toast.
 */
export function useAdminCompanies(initial: AdminCompany[]) {
  const t = useTranslations("adminCompanies.toasts");
  const [companies, setCompanies] = useSessionValue(adminCompaniesSession, initial);
  const nameOf = (id: string) => companies.find((company) => company.id === id)?.name ?? "";

  function decide(id: string, decision: "approved" | "rejected") {
    const name = nameOf(id);
    setCompanies((list) => decideCompany(list, id, decision));
    console.info("admin companies: decision (session only)", { id, decision });
    toast.success(t(decision), { description: t(`${decision}Description`, { name }) });
  }

  function remove(id: string) {
    const name = nameOf(id);
    setCompanies((list) => removeCompany(list, id));
    console.info("admin companies: deleted (session only)", { id });
    toast.success(t("deleted"), { description: t("deletedDescription", { name }) });
  }

  return { companies, decide, remove };
}
