import { describe, expect, it } from "vitest";

import { adminUsers } from "@/fixtures/admin";
import { checkAdministratorForm } from "@/lib/admin/administrator-form";
import {
  canChangeRole,
  canDeleteAdministrator,
  isEmailTaken,
  teamRefusal,
  type TeamIntent,
  type TeamRefusal,
  type TeamViewer,
} from "@/lib/admin/administrators";
import { NO_PERMISSIONS } from "@/lib/admin/back-office-permissions";
import { permissionPreset } from "@/lib/admin/permission-presets";
import type { AdminUser } from "@/lib/admin/types";

const byRole = (role: AdminUser["role"]) => adminUsers.find((admin) => admin.role === role)!;
const superadmin = byRole("superadmin");
const admin = byRole("admin");
const moderator = byRole("moderator");

const viewers: Record<string, TeamViewer> = {
  superadmin: { id: superadmin.id, role: "superadmin", permissions: permissionPreset("superadmin") },
  admin: { id: admin.id, role: "admin", permissions: permissionPreset("admin") },
  moderator: { id: moderator.id, role: "moderator", permissions: permissionPreset("moderator") },
  "no row": { id: "00000000-0000-4000-8000-000000000099", role: null, permissions: NO_PERMISSIONS },
};

describe("a superadmin is never deletable and keeps the role (product.md §6)", () => {
  it.each([
    [superadmin, false],
    [admin, true],
    [moderator, true],
  ])("$role card shows Excluir and may change role: %s", (target, allowed) => {
    expect(canDeleteAdministrator(target)).toBe(allowed);
    expect(canChangeRole(target)).toBe(allowed);
  });
});

const other = { id: "11111111-1111-4111-8111-111111111111", role: "moderator" } as const;
const otherAdmin = { id: "22222222-2222-4222-8222-222222222222", role: "admin" } as const;
const secondSuper = { id: "33333333-3333-4333-8333-333333333333", role: "superadmin" } as const;
const create = (role: AdminUser["role"], permissions = permissionPreset(role)): TeamIntent => ({
  kind: "create",
  role,
  permissions,
});
const edit = (
  target: Pick<AdminUser, "id" | "role">,
  role: AdminUser["role"] = target.role,
  permissions = permissionPreset(role),
): TeamIntent => ({ kind: "edit", target, role, permissions });
const withPlanCreate = {
  ...permissionPreset("admin"),
  plans: { view: true, create: true, edit: false, delete: false },
};

describe("who may change the team (issue 25: users.edit adds and edits, users.delete removes)", () => {
  it.each<[string, string, TeamIntent, TeamRefusal | null]>([
    ["superadmin", "adds a moderator", create("moderator"), null],
    ["superadmin", "adds a superadmin", create("superadmin"), null],
    ["admin", "adds a moderator", create("moderator"), null],
    ["admin", "adds an admin with the Admin preset", create("admin"), null],
    ["admin", "adds a superadmin", create("superadmin"), "superadminOnly"],
    ["admin", "grants plans.create it lacks", create("admin", withPlanCreate), "grantBeyondOwn"],
    ["moderator", "adds a moderator", create("moderator"), "forbiddenCreate"],
    ["no row", "adds a moderator", create("moderator"), "forbiddenCreate"],
    ["superadmin", "edits a moderator", edit(other), null],
    ["superadmin", "edits another superadmin", edit(secondSuper), null],
    ["superadmin", "demotes another superadmin", edit(secondSuper, "admin"), "superadminProtected"],
    ["admin", "edits a moderator", edit(other), null],
    ["admin", "promotes a moderator to superadmin", edit(other, "superadmin"), "superadminOnly"],
    ["admin", "edits the superadmin", edit(superadmin), "superadminOnly"],
    ["admin", "edits their own row", edit(admin), "self"],
    [
      "admin",
      "grants a moderator plans.create it lacks",
      edit(other, "moderator", withPlanCreate),
      "grantBeyondOwn",
    ],
    ["moderator", "edits a moderator", edit(other), "forbiddenEdit"],
    ["superadmin", "deletes an admin", { kind: "delete", target: otherAdmin }, null],
    ["superadmin", "deletes a superadmin", { kind: "delete", target: secondSuper }, "superadminProtected"],
    [
      "admin",
      "deletes a moderator (no users.delete in the preset)",
      { kind: "delete", target: other },
      "forbiddenDelete",
    ],
    ["moderator", "deletes an admin", { kind: "delete", target: otherAdmin }, "forbiddenDelete"],
    ["superadmin", "sends a password e-mail", { kind: "resetPassword", target: other }, null],
    ["admin", "sends a password e-mail", { kind: "resetPassword", target: other }, null],
    ["moderator", "sends a password e-mail", { kind: "resetPassword", target: other }, "forbiddenPassword"],
  ])("%s %s → %s", (who, _what, intent, expected) => {
    expect(teamRefusal(viewers[who]!, intent)).toBe(expected);
  });

  it("refuses one's own deletion even with users.delete", () => {
    const users = { view: true, edit: true, delete: true, moderate: true };
    const withDelete = { ...viewers.admin!, permissions: { ...permissionPreset("admin"), users } };
    expect(teamRefusal(withDelete, { kind: "delete", target: admin })).toBe("self");
    expect(teamRefusal(withDelete, { kind: "delete", target: other })).toBeNull();
  });
});

describe("administrator form (product.md §5)", () => {
  it.each<[string, { name: string; email: string }, Record<string, string>]>([
    [
      "name and e-mail are required",
      { name: "  ", email: "" },
      { name: "nameRequired", email: "emailRequired" },
    ],
    ["the e-mail must be valid", { name: "Bruna", email: "bruna@" }, { email: "emailInvalid" }],
    [
      "the e-mail must be valid (no domain dot)",
      { name: "Bruna", email: "bruna arroba vitrine" },
      { email: "emailInvalid" },
    ],
    [
      "a name over 80 characters is refused",
      { name: "a".repeat(81), email: "ok@vitrine.example" },
      { name: "nameTooLong" },
    ],
    [
      "another administrator's e-mail is refused",
      { name: "Bruna", email: " ADMIN@vitrine.example " },
      { email: "emailTaken" },
    ],
  ])("refuses: %s", (_rule, input, errors) => {
    expect(checkAdministratorForm({ ...input, role: "moderator" }, adminUsers)).toEqual({
      ok: false,
      errors,
    });
  });

  it("accepts a valid form, trimmed and with a lower-case e-mail", () => {
    expect(
      checkAdministratorForm(
        { name: " Bruna Alves ", email: " Bruna@Vitrine.Example ", role: "admin" },
        adminUsers,
      ),
    ).toEqual({ ok: true, values: { name: "Bruna Alves", email: "bruna@vitrine.example", role: "admin" } });
  });

  it("keeping one's own e-mail while editing is fine", () => {
    expect(isEmailTaken(adminUsers, admin.email, admin.id)).toBe(false);
    expect(
      checkAdministratorForm({ name: admin.name, email: admin.email, role: "admin" }, adminUsers, admin.id)
        .ok,
    ).toBe(true);
  });
});
