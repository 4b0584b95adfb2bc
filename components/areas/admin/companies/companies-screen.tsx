"use client";

import { useTranslations } from "next-intl";
import { useReducer, useState } from "react";
import { toast } from "@/components/ui/toast";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import {
  approvalShares,
  COMPANY_TABS,
  countByTab,
  filterByTab,
  isCompanyTab,
  type AdminCompany,
} from "@/lib/admin/companies";
import { companiesCsv, companiesCsvFileName } from "@/lib/admin/companies-csv";
import { companiesViewReducer, INITIAL_COMPANIES_VIEW } from "@/lib/admin/companies-view";
import { paginate } from "@/lib/admin/pagination";
import { downloadCsv, fileSlug } from "@/lib/csv";

import { CompaniesEmpty } from "./companies-empty";
import { CompaniesPagination } from "./companies-pagination";
import { CompaniesSummary } from "./companies-summary";
import { PermissionNotice } from "@/components/areas/admin/permission-notes";
import type { CompanyPermissions } from "@/lib/admin/back-office-permissions";

import { CompaniesTable } from "./companies-table";
import type { SignupCategory } from "@/components/auth/business-signup-store-fields";

import { CompaniesToolbar } from "./companies-toolbar";
import { CompanyDetailsDialog } from "./company-details-dialog";
import { useCsvLabels } from "./use-csv-labels";
import { useAdminCompanies } from "./use-admin-companies";

/**
 * 'Empresas' over the `lojas` table: progress cards, status tabs with counts, the paged table and the
 * details dialog; approve, reject and delete write through server actions (use-admin-companies.ts).
 */
export function CompaniesScreen(props: {
  companies: AdminCompany[];
  permissions: CompanyPermissions;
  /** the active categories 'Nova Empresa' offers */
  categories?: readonly SignupCategory[];
}) {
  const t = useTranslations("adminCompanies");
  const reasonOf = useTranslations("adminPermissions.reason.companies");
  const reasons = (["create", "approve", "delete"] as const)
    .filter((cell) => !props.permissions[cell])
    .map((cell) => reasonOf(cell));
  const { companies, decide, remove, busy } = useAdminCompanies(props.companies);
  const [view, dispatch] = useReducer(companiesViewReducer, INITIAL_COMPANIES_VIEW);
  const [openId, setOpenId] = useState<string | null>(null);
  const csvLabels = useCsvLabels();

  const counts = countByTab(companies);
  const rows = filterByTab(companies, view.tab);
  const slice = paginate(rows, view.page);
  const open = companies.find((company) => company.id === openId) ?? null;
  const handlers = {
    busy,
    permissions: props.permissions,
    onOpen: setOpenId,
    // product.md §4: a decision or deletion from the dialog closes it
    onDecide: (id: string, decision: "approved" | "rejected") => {
      decide(id, decision);
      setOpenId(null);
    },
    onDelete: (id: string) => {
      remove(id);
      setOpenId(null);
    },
  };

  function onExport() {
    const tabLabel = t(`tabs.${view.tab}`);
    if (rows.length === 0) {
      toast.info(t("exportEmpty"));
      return;
    }
    const file = companiesCsvFileName(fileSlug(tabLabel), new Date());
    downloadCsv(file, companiesCsv(rows, csvLabels));
    console.info("admin companies: exported", { tab: view.tab, rows: rows.length, file });
    toast.success(t("exportedTitle"), {
      description: t("exportedDescription", { count: rows.length, file }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        <CompaniesToolbar
          onExport={onExport}
          canCreate={props.permissions.create}
          categories={props.categories ?? []}
        />
      </div>
      <PermissionNotice reasons={reasons} />
      <CompaniesSummary shares={approvalShares(companies)} total={counts.all} />
      <Tabs
        value={view.tab}
        onValueChange={(value) =>
          isCompanyTab(value) ? dispatch({ type: "selectTab", tab: value }) : undefined
        }
      >
        <TabsList
          aria-label={t("tabsLabel")}
          className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit"
        >
          {COMPANY_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="min-h-9">
              {t(`tabs.${tab}`)}{" "}
              <span className="rounded-full bg-background px-1.5 text-xs tabular-nums">{counts[tab]}</span>
            </TabsTrigger>
          ))}
        </TabsList>
        {COMPANY_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="flex flex-col gap-4 pt-2">
            {slice.items.length === 0 ? (
              <CompaniesEmpty tab={tab} onShowAll={() => dispatch({ type: "selectTab", tab: "all" })} />
            ) : (
              <>
                <CompaniesTable
                  rows={slice.items}
                  caption={t("table.caption", { tab: t(`tabs.${tab}`) })}
                  {...handlers}
                />
                <CompaniesPagination
                  {...slice}
                  onPrevious={() => dispatch({ type: "goToPage", page: slice.page - 1 })}
                  onNext={() => dispatch({ type: "goToPage", page: slice.page + 1 })}
                />
              </>
            )}
          </TabsContent>
        ))}
      </Tabs>
      <CompanyDetailsDialog company={open} onClose={() => setOpenId(null)} {...handlers} />
    </div>
  );
}
