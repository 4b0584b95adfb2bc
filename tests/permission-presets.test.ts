import { describe, expect, it } from "vitest";

import { permissionSetSchema, type AdminRole, type PermissionSet } from "@/lib/admin/types";
import { permissionPreset } from "@/lib/admin/permission-presets";

/** Every granted flag as "area.action" ("dashboard" for the dashboard flag), sorted. */
function granted(permissions: PermissionSet): string[] {
  return Object.entries(permissions)
    .flatMap(([area, value]) =>
      typeof value === "boolean"
        ? value
          ? [area]
          : []
        : Object.entries(value)
            .filter(([, allowed]) => allowed)
            .map(([action]) => `${area}.${action}`),
    )
    .sort();
}

const EVERYTHING = [
  "dashboard",
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
  "layout.view",
  "layout.edit",
  "plans.view",
  "plans.create",
  "plans.edit",
  "plans.delete",
  "settings.view",
  "settings.edit",
];
const ADMIN_DENIED = [
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

describe("permission presets on role choice (product.md §5)", () => {
  it.each<[AdminRole, string, string[]]>([
    ["superadmin", "everything", EVERYTHING],
    [
      "admin",
      "everything except the destructive and configuration flags",
      EVERYTHING.filter((f) => !ADMIN_DENIED.includes(f)),
    ],
    [
      "moderator",
      "only dashboard, company view, user moderate, category view",
      ["dashboard", "companies.view", "users.moderate", "categories.view"],
    ],
  ])("%s gets %s", (role, _description, expected) => {
    const preset = permissionPreset(role);
    expect(permissionSetSchema.parse(preset)).toEqual(preset);
    expect(granted(preset)).toEqual([...expected].sort());
  });

  it("returns a fresh object each time, so editing one form never changes the preset", () => {
    const first = permissionPreset("superadmin");
    first.companies.delete = false;
    expect(permissionPreset("superadmin").companies.delete).toBe(true);
  });
});
