"use client";

import { useTranslations } from "next-intl";
import type { MouseEvent } from "react";

import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { opensDetailsOnRowTap, type AdminCompany } from "@/lib/admin/companies";

import { CompanyRowActions, type CompanyHandlers } from "./company-actions";
import { CompanyLogo } from "./company-logo";
import { CompanyStatusBadge } from "./company-status-badge";

type CompaniesTableProps = CompanyHandlers & { rows: AdminCompany[]; caption: string };

/** product.md §2 Empresas: columns Empresa, Local, Status, Ações; below 768 px a tap on a row opens it (product.md §9). */
export function CompaniesTable({ rows, caption, ...handlers }: CompaniesTableProps) {
  const t = useTranslations("adminCompanies.table");

  function onRowClick(event: MouseEvent<HTMLTableRowElement>, id: string) {
    // Buttons and links in the row do their own thing; only a tap on the rest of the row opens it.
    if ((event.target as Element).closest("button, a")) return;
    if (opensDetailsOnRowTap(window.innerWidth)) handlers.onOpen(id);
  }

  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <Table>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="pl-4">{t("name")}</TableHead>
            <TableHead className="hidden sm:table-cell">{t("location")}</TableHead>
            <TableHead>{t("status")}</TableHead>
            <TableHead className="pr-4 text-right">{t("actions")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((company) => (
            <TableRow
              key={company.id}
              data-company-id={company.id}
              className="cursor-pointer md:cursor-default"
              onClick={(event) => onRowClick(event, company.id)}
            >
              <TableCell className="pl-4">
                <div className="flex min-w-0 items-center gap-3">
                  <CompanyLogo name={company.name} logo={company.logo} className="hidden sm:flex" />
                  <div className="min-w-0">
                    <p className="font-medium">{company.name}</p>
                    <p className="text-xs text-muted-foreground">{company.category}</p>
                  </div>
                </div>
              </TableCell>
              <TableCell className="hidden sm:table-cell">
                <p>{company.address.neighborhood}</p>
                <p className="text-xs text-muted-foreground">
                  {company.address.city} - {company.address.state}
                </p>
              </TableCell>
              <TableCell>
                <CompanyStatusBadge status={company.approval} />
              </TableCell>
              <TableCell className="pr-4">
                <CompanyRowActions company={company} {...handlers} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="border-t px-4 py-2 text-xs text-muted-foreground md:hidden">{t("tapHint")}</p>
    </div>
  );
}
