import type { CompanyTab } from "@/lib/admin/companies";

/** Which tab and page of the admin company list is showing. */
export type CompaniesView = { tab: CompanyTab; page: number };

export type CompaniesViewAction = { type: "selectTab"; tab: CompanyTab } | { type: "goToPage"; page: number };

export const INITIAL_COMPANIES_VIEW: CompaniesView = { tab: "all", page: 1 };

/** product.md §9: a new tab starts on page 1; a page below 1 is page 1 (paginate clamps the top end). */
export function companiesViewReducer(view: CompaniesView, action: CompaniesViewAction): CompaniesView {
  switch (action.type) {
    case "selectTab":
      return { tab: action.tab, page: 1 };
    case "goToPage":
      return { ...view, page: Math.max(1, Math.trunc(action.page)) };
  }
}
