import { describe, expect, it } from "vitest";

import { permissionSetSchema, type AdminRole } from "@/lib/admin/types";
import {
  grantedCount,
  hasCell,
  intersectPermissions,
  MATRIX_ACTIONS,
  MATRIX_AREAS,
  PERMISSION_TOTAL,
  readPermission,
  withPermission,
  type MatrixAction,
  type MatrixArea,
} from "@/lib/admin/permission-matrix";
import { permissionPreset } from "@/lib/admin/permission-presets";

/** The checked cells of a preset as "area.action", read through the matrix the form shows. */
function checkedCells(role: AdminRole): string[] {
  const preset = permissionPreset(role);
  return MATRIX_AREAS.flatMap((area) =>
    MATRIX_ACTIONS.filter((action) => readPermission(preset, area, action)).map(
      (action) => `${area}.${action}`,
    ),
  ).sort();
}

const ALL_CELLS = [
  "companies.view",
  "companies.create",
  "companies.edit",
  "companies.delete",
  "companies.approve",
  "users.view",
  "users.edit",
  "users.delete",
  "users.moderate",
  "categories.view",
  "categories.create",
  "categories.edit",
  "categories.delete",
  "plans.view",
  "plans.create",
  "plans.edit",
  "plans.delete",
  "layout.view",
  "layout.edit",
  "settings.view",
  "settings.edit",
  "dashboard.dashboard",
];
// product.md §5: admin gets everything except these
const ADMIN_EXCEPT = [
  "companies.create",
  "companies.delete",
  "users.delete",
  "categories.delete",
  "layout.edit",
  "plans.create",
  "plans.edit",
  "plans.delete",
  "settings.edit",
];

describe("permission presets applied to the matrix on role choice (product.md §5)", () => {
  it.each<[AdminRole, string, string[]]>([
    ["superadmin", "Super Admin: everything", ALL_CELLS],
    [
      "admin",
      "Admin: everything except company create/delete, user delete, category delete, layout edit, plan create/edit/delete, settings edit",
      ALL_CELLS.filter((cell) => !ADMIN_EXCEPT.includes(cell)),
    ],
    [
      "moderator",
      "Moderador: only dashboard, company view, user moderate, category view",
      ["dashboard.dashboard", "companies.view", "users.moderate", "categories.view"],
    ],
  ])("%s — %s", (role, _rule, expected) => {
    expect(checkedCells(role)).toEqual([...expected].sort());
  });
});

describe("the editable matrix (product.md §6)", () => {
  it("has the columns Visualizar, Criar, Editar, Excluir, Aprovar, Moderar, 'Acessar Dashboard' in order", () => {
    expect(MATRIX_ACTIONS).toEqual(["view", "create", "edit", "delete", "approve", "moderate", "dashboard"]);
  });

  it("has the areas Empresas, Usuários, Categorias, Planos, Configurações, Dashboard in order (plus Layout)", () => {
    expect(MATRIX_AREAS.filter((area) => area !== "layout")).toEqual([
      "companies",
      "users",
      "categories",
      "plans",
      "settings",
      "dashboard",
    ]);
  });

  it("has one cell for every flag of the permission set, and no other", () => {
    expect(PERMISSION_TOTAL).toBe(ALL_CELLS.length);
    const cells = MATRIX_AREAS.flatMap((area) =>
      MATRIX_ACTIONS.filter((a) => hasCell(area, a)).map((a) => `${area}.${a}`),
    );
    expect(cells.sort()).toEqual([...ALL_CELLS].sort());
  });

  it.each<[MatrixArea, MatrixAction]>(ALL_CELLS.map((cell) => cell.split(".") as [MatrixArea, MatrixAction]))(
    "ticking %s: %s changes that flag only",
    (area, action) => {
      const before = permissionPreset("moderator");
      const after = withPermission(before, area, action, !readPermission(before, area, action));
      expect(readPermission(after, area, action)).toBe(!readPermission(before, area, action));
      expect(Math.abs(grantedCount(after) - grantedCount(before))).toBe(1);
      expect(permissionSetSchema.parse(after)).toEqual(after);
      expect(before).toEqual(permissionPreset("moderator"));
    },
  );

  it("an empty cell (e.g. Empresas × Moderar) changes nothing", () => {
    const preset = permissionPreset("admin");
    expect(hasCell("companies", "moderate")).toBe(false);
    expect(withPermission(preset, "companies", "moderate", true)).toBe(preset);
    expect(readPermission(preset, "companies", "moderate")).toBe(false);
  });

  it.each<[AdminRole, number]>([
    ["superadmin", 22],
    ["admin", 13],
    ["moderator", 4],
  ])("%s has %i permissions granted", (role, count) => {
    expect(grantedCount(permissionPreset(role))).toBe(count);
  });
});

describe("a role's preset as far as the person editing may give it", () => {
  it("keeps only the cells the limit grants", () => {
    const limited = intersectPermissions(permissionPreset("admin"), permissionPreset("moderator"));
    expect(limited).toEqual(permissionPreset("moderator"));
    expect(intersectPermissions(permissionPreset("moderator"), permissionPreset("superadmin"))).toEqual(
      permissionPreset("moderator"),
    );
  });
});
