import "server-only";

import { adminReportFigures, adminUsers } from "@/fixtures/admin";
import { companyApplications, type CompanyApplication } from "@/fixtures/admin-companies";
import { companies } from "@/fixtures/companies";
import type { AdminUser, Company } from "@/fixtures/schemas";
import { sortNewestFirst, type AdminCompany } from "@/lib/admin/companies";
import { reportCards, type ReportCard } from "@/lib/admin/reports";
import { canOpenArea } from "@/lib/auth/areas";
import type { AppUser } from "@/lib/auth/types";
import { getCategoryName } from "@/lib/data/catalog";
import type { ReportPeriod } from "@/lib/reports/periods";

/**
 * The admin screens' data (spec 2 Admin area, all on sample data per the spec 1 scope note). Each
 * function takes the viewer from requireArea("admin") and refuses anyone else, so a caller that
 * forgot the page's check still gets nothing.
 */
function assertAdmin(viewer: AppUser): void {
  if (!canOpenArea("admin", viewer.type)) throw new Error("admin data requested by a non-admin account");
}

/** spec 3 Administrator user: the sample administrators, fresh copies the client may change. */
export function getAdministrators(viewer: AppUser): AdminUser[] {
  assertAdmin(viewer);
  return structuredClone(adminUsers);
}

function toAdminCompany({
  logo,
  coverImage: _cover,
  categoryId,
  ...rest
}: Company | CompanyApplication): AdminCompany {
  return { ...rest, ...(logo ? { logo } : {}), category: getCategoryName(categoryId) ?? "" };
}

/** spec 2 Empresas: storefront companies plus the applications only the admin sees, newest first. */
export function getAdminCompanies(viewer: AppUser): AdminCompany[] {
  assertAdmin(viewer);
  return sortNewestFirst([...companies, ...companyApplications].map(toAdminCompany));
}

/** spec 2 Relatórios: the four cards of one period, on the sample figures (spec 9: fixed numbers). */
export function getAdminReportCards(viewer: AppUser, period: ReportPeriod): ReportCard[] {
  assertAdmin(viewer);
  return reportCards(adminReportFigures[period]);
}
