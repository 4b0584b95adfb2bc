import { permissionPreset } from "@/lib/admin/permission-presets";
import {
  hasCell,
  MATRIX_AREAS,
  readPermission,
  type MatrixAction,
  type MatrixArea,
} from "@/lib/admin/permission-matrix";
import { permissionSetSchema, type PermissionSet } from "@/lib/admin/types";

/** An account the team table does not know (or a row the app cannot read) may do nothing. */
export const NO_PERMISSIONS: PermissionSet = {
  dashboard: false,
  companies: { view: false, create: false, edit: false, delete: false, approve: false },
  users: { view: false, edit: false, delete: false, moderate: false },
  categories: { view: false, create: false, edit: false, delete: false },
  layout: { view: false, edit: false },
  plans: { view: false, create: false, edit: false, delete: false },
  settings: { view: false, edit: false },
};

/**
 * The viewer's permission set from their public.administradores row (public.minhas_permissoes), read the way
 * private.tem_permissao reads it: a superadmin has everything, anyone else their row, no row nothing.
 */
export function permissionsFromRow(
  row: { papel: string; permissoes: unknown } | null | undefined,
): PermissionSet {
  if (!row) return structuredClone(NO_PERMISSIONS);
  if (row.papel === "superadmin") return permissionPreset("superadmin");
  const parsed = permissionSetSchema.safeParse(row.permissoes);
  return parsed.success ? parsed.data : structuredClone(NO_PERMISSIONS);
}

/**
 * Every back-office write and the cell of the permission set it needs, the same cells the database's policies
 * ask private.tem_permissao for (20251001120500_permissoes.sql). The spec's users area has no "create": adding
 * an administrator, and sending one a password e-mail, are edits of the team.
 */
const NEEDS = {
  "categories.create": ["categories", "create"],
  "categories.edit": ["categories", "edit"],
  "categories.delete": ["categories", "delete"],
  "companies.create": ["companies", "create"],
  "companies.approve": ["companies", "approve"],
  "companies.delete": ["companies", "delete"],
  "plans.create": ["plans", "create"],
  "plans.edit": ["plans", "edit"],
  "layout.edit": ["layout", "edit"],
  "settings.edit": ["settings", "edit"],
  "users.view": ["users", "view"],
  "users.create": ["users", "edit"],
  "users.edit": ["users", "edit"],
  "users.delete": ["users", "delete"],
  "users.resetPassword": ["users", "edit"],
} as const satisfies Record<string, readonly [MatrixArea, MatrixAction]>;

export type BackOfficeAction = keyof typeof NEEDS;
export const BACK_OFFICE_ACTIONS = Object.keys(NEEDS) as BackOfficeAction[];

/** Whether `set` allows `action`. */
export function can(set: PermissionSet, action: BackOfficeAction): boolean {
  const [area, cell] = NEEDS[action];
  return readPermission(set, area, cell);
}

/** The cells `granted` has that `own` has not: nobody grants more than they hold (the database refuses it too). */
export function grantsBeyond(
  granted: PermissionSet,
  own: PermissionSet,
): { area: MatrixArea; action: MatrixAction }[] {
  const beyond: { area: MatrixArea; action: MatrixAction }[] = [];
  for (const area of MATRIX_AREAS) {
    for (const action of ["view", "create", "edit", "delete", "approve", "moderate", "dashboard"] as const) {
      if (
        hasCell(area, action) &&
        readPermission(granted, area, action) &&
        !readPermission(own, area, action)
      ) {
        beyond.push({ area, action });
      }
    }
  }
  return beyond;
}

/** What /admin/plans offers: 'Novo plano' needs plans.create; Editar, Ativar and Desativar need plans.edit. */
export type PlanPermissions = { create: boolean; edit: boolean };

export function planPermissions(set: PermissionSet): PlanPermissions {
  return { create: can(set, "plans.create"), edit: can(set, "plans.edit") };
}

/** The theme editor of /admin/layout saves with layout.edit (product.md §3 permission set). */
export function canEditLayout(set: PermissionSet): boolean {
  return can(set, "layout.edit");
}

/** What /admin/categories offers: 'Nova Categoria', Editar / Ativar / Destaque, Excluir. */
export type CategoryPermissions = { create: boolean; edit: boolean; delete: boolean };

export function categoryPermissions(set: PermissionSet): CategoryPermissions {
  return {
    create: can(set, "categories.create"),
    edit: can(set, "categories.edit"),
    delete: can(set, "categories.delete"),
  };
}

/** What /admin/companies offers: Aprovar / Rejeitar and Excluir. */
export type CompanyPermissions = { create: boolean; approve: boolean; delete: boolean };

export function companyPermissions(set: PermissionSet): CompanyPermissions {
  return {
    create: can(set, "companies.create"),
    approve: can(set, "companies.approve"),
    delete: can(set, "companies.delete"),
  };
}
