import { describe, expect, it } from "vitest";

import { adminTeam, MODERATOR_ID } from "@/fixtures/admin-team";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import {
  BACK_OFFICE_ACTIONS,
  can,
  canEditLayout,
  categoryPermissions,
  companyPermissions,
  grantsBeyond,
  NO_PERMISSIONS,
  permissionsFromRow,
  planPermissions,
  type BackOfficeAction,
} from "@/lib/admin/back-office-permissions";
import { permissionPreset } from "@/lib/admin/permission-presets";

const row = (id: string) => {
  const admin = adminTeam.find((member) => member.id === id)!;
  return { papel: admin.role === "moderator" ? "moderador" : admin.role, permissoes: admin.permissions };
};

// role × action → allowed, read exactly as the database's private.tem_permissao reads the row
const TABLE: Record<string, { set: ReturnType<typeof permissionsFromRow>; allowed: BackOfficeAction[] }> = {
  "Moderador preset (moderador@)": {
    set: permissionsFromRow(row(MODERATOR_ID)),
    allowed: [],
  },
  "Admin preset": {
    set: permissionsFromRow({ papel: "admin", permissoes: permissionPreset("admin") }),
    allowed: [
      "categories.create",
      "categories.edit",
      "companies.approve",
      "users.view",
      "users.create",
      "users.edit",
      "users.resetPassword",
    ],
  },
  "admin@ (Admin preset + deleting categories and stores, as before)": {
    set: permissionsFromRow(row(DEMO_USER_IDS.admin)),
    allowed: [
      "categories.create",
      "categories.edit",
      "categories.delete",
      "companies.approve",
      "companies.delete",
      "users.view",
      "users.create",
      "users.edit",
      "users.resetPassword",
    ],
  },
  "superadmin@": { set: permissionsFromRow(row(DEMO_USER_IDS.superadmin)), allowed: BACK_OFFICE_ACTIONS },
  // a superadmin row is everything whatever its stored set says, as in tem_permissao
  "a superadmin row with an empty set": {
    set: permissionsFromRow({ papel: "superadmin", permissoes: NO_PERMISSIONS }),
    allowed: BACK_OFFICE_ACTIONS,
  },
  "an administrator account with no row": { set: permissionsFromRow(null), allowed: [] },
  "a row the app cannot read": {
    set: permissionsFromRow({ papel: "admin", permissoes: { dashboard: true } }),
    allowed: [],
  },
};

describe("permission checks per action (issue 25: permissions decide)", () => {
  const cases = Object.entries(TABLE).flatMap(([who, { set, allowed }]) =>
    BACK_OFFICE_ACTIONS.map((action) => [who, action, set, allowed.includes(action)] as const),
  );
  it.each(cases)("%s × %s", (_who, action, set, expected) => {
    expect(can(set, action)).toBe(expected);
  });

  it("a moderator whose row grants categories.delete may delete categories, and nothing else changes", () => {
    const set = permissionPreset("moderator");
    set.categories.delete = true;
    expect(BACK_OFFICE_ACTIONS.filter((action) => can(set, action))).toEqual(["categories.delete"]);
  });

  it("the screens' summaries read the same cells", () => {
    const admin = TABLE["admin@ (Admin preset + deleting categories and stores, as before)"]!.set;
    expect(planPermissions(admin)).toEqual({ create: false, edit: false });
    expect(canEditLayout(admin)).toBe(false);
    expect(categoryPermissions(admin)).toEqual({ create: true, edit: true, delete: true });
    expect(companyPermissions(admin)).toEqual({ create: false, approve: true, delete: true });
    const moderator = TABLE["Moderador preset (moderador@)"]!.set;
    expect(categoryPermissions(moderator)).toEqual({ create: false, edit: false, delete: false });
    expect(companyPermissions(moderator)).toEqual({ create: false, approve: false, delete: false });
  });
});

describe("nobody grants more than they hold", () => {
  it("lists the cells a set grants beyond the granter's own", () => {
    expect(grantsBeyond(permissionPreset("moderator"), permissionPreset("admin"))).toEqual([]);
    expect(grantsBeyond(permissionPreset("admin"), permissionPreset("moderator"))).toEqual(
      expect.arrayContaining([
        { area: "companies", action: "approve" },
        { area: "categories", action: "create" },
      ]),
    );
    expect(grantsBeyond(permissionPreset("superadmin"), permissionPreset("superadmin"))).toEqual([]);
  });
});
