import type { PermissionSet } from "@/lib/admin/types";

/** product.md §6: the matrix columns (Visualizar, Criar, Editar, Excluir, Aprovar, Moderar, 'Acessar Dashboard'). */
export const MATRIX_ACTIONS = [
  "view",
  "create",
  "edit",
  "delete",
  "approve",
  "moderate",
  "dashboard",
] as const;
export type MatrixAction = (typeof MATRIX_ACTIONS)[number];

/**
 * product.md §6: the matrix rows (Empresas, Usuários, Categorias, Planos, Configurações, Dashboard). Layout is
 * added before Configurações because the product.md §3 permission set carries layout {view, edit} too.
 */
export const MATRIX_AREAS = [
  "companies",
  "users",
  "categories",
  "plans",
  "layout",
  "settings",
  "dashboard",
] as const;
export type MatrixArea = (typeof MATRIX_AREAS)[number];

/** product.md §3 Permission set: which action each area has (every other cell of the matrix is empty). */
const CELLS: Record<MatrixArea, readonly MatrixAction[]> = {
  companies: ["view", "create", "edit", "delete", "approve"],
  users: ["view", "edit", "delete", "moderate"],
  categories: ["view", "create", "edit", "delete"],
  plans: ["view", "create", "edit", "delete"],
  layout: ["view", "edit"],
  settings: ["view", "edit"],
  dashboard: ["dashboard"],
};

export function hasCell(area: MatrixArea, action: MatrixAction): boolean {
  return CELLS[area].includes(action);
}

/** The flag behind one cell; false for an empty cell. */
export function readPermission(set: PermissionSet, area: MatrixArea, action: MatrixAction): boolean {
  if (!hasCell(area, action)) return false;
  if (area === "dashboard") return set.dashboard;
  // CELLS only lists actions the area's object has, so the lookup is defined.
  return (set[area] as Record<string, boolean>)[action] === true;
}

/** A copy of `set` with one cell changed; an empty cell leaves it as it was. */
export function withPermission(
  set: PermissionSet,
  area: MatrixArea,
  action: MatrixAction,
  value: boolean,
): PermissionSet {
  if (!hasCell(area, action)) return set;
  if (area === "dashboard") return { ...set, dashboard: value };
  return { ...set, [area]: { ...set[area], [action]: value } };
}

/** Number of granted flags, shown as a summary on each administrator card. */
export function grantedCount(set: PermissionSet): number {
  return MATRIX_AREAS.reduce(
    (sum, area) => sum + CELLS[area].filter((action) => readPermission(set, area, action)).length,
    0,
  );
}

export const PERMISSION_TOTAL = MATRIX_AREAS.reduce((sum, area) => sum + CELLS[area].length, 0);

/** `set` without the cells `limit` does not grant: a role's preset as far as the person editing may give it. */
export function intersectPermissions(set: PermissionSet, limit: PermissionSet): PermissionSet {
  let result = set;
  for (const area of MATRIX_AREAS) {
    for (const action of MATRIX_ACTIONS) {
      if (hasCell(area, action) && !readPermission(limit, area, action)) {
        result = withPermission(result, area, action, false);
      }
    }
  }
  return result;
}
