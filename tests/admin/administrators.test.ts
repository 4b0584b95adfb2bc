import { describe, expect, it } from "vitest";

import { adminUsers } from "@/fixtures/admin";
import type { AdminUser } from "@/lib/admin/types";
import { checkAdministratorForm } from "@/lib/admin/administrator-form";
import {
  canDeleteAdministrator,
  createAdministrator,
  deleteAdministrator,
  isEmailTaken,
  updateAdministrator,
} from "@/lib/admin/administrators";
import { permissionPreset } from "@/lib/admin/permission-presets";

const byRole = (role: AdminUser["role"]) => adminUsers.find((admin) => admin.role === role)!;
const superadmin = byRole("superadmin");
const admin = byRole("admin");
const moderator = byRole("moderator");

describe("administrator deletion (product.md §4, product.md §6: superadmin never deletable)", () => {
  it.each([
    [superadmin, false],
    [admin, true],
    [moderator, true],
  ])("$role card shows Excluir: %s", (target, shown) => {
    expect(canDeleteAdministrator(target)).toBe(shown);
  });

  it("removes an admin or a moderator", () => {
    const result = deleteAdministrator(adminUsers, moderator.id);
    expect(result.deleted).toBe(true);
    expect(result.list.map((a) => a.id)).not.toContain(moderator.id);
    expect(result.list).toHaveLength(adminUsers.length - 1);
  });

  it("refuses a superadmin even when asked directly", () => {
    const result = deleteAdministrator(adminUsers, superadmin.id);
    expect(result).toEqual({ list: adminUsers, deleted: false });
  });

  it("refuses a superadmin whose role an edit tried to lower first", () => {
    const demoted = updateAdministrator(
      adminUsers,
      superadmin.id,
      { name: superadmin.name, email: superadmin.email, role: "admin" },
      permissionPreset("admin"),
    );
    expect(demoted.find((a) => a.id === superadmin.id)?.role).toBe("superadmin");
    expect(deleteAdministrator(demoted, superadmin.id).deleted).toBe(false);
  });

  it("an unknown id deletes nothing", () => {
    expect(deleteAdministrator(adminUsers, "nobody").deleted).toBe(false);
  });
});

describe("administrator create and edit (product.md §5)", () => {
  it("creates with the chosen role and permissions and no last login", () => {
    const now = new Date("2026-11-21T12:00:00-03:00");
    const created = createAdministrator(
      { name: "Bruna Alves", email: "bruna@vitrine.example", role: "admin" },
      permissionPreset("admin"),
      { id: "new-id", now },
    );
    expect(created).toEqual({
      id: "new-id",
      name: "Bruna Alves",
      email: "bruna@vitrine.example",
      role: "admin",
      permissions: permissionPreset("admin"),
      createdAt: now.toISOString(),
    });
  });

  it("edits an admin's role and permissions", () => {
    const next = updateAdministrator(
      adminUsers,
      admin.id,
      { name: "Mariana C.", email: admin.email, role: "moderator" },
      permissionPreset("moderator"),
    );
    expect(next.find((a) => a.id === admin.id)).toMatchObject({ name: "Mariana C.", role: "moderator" });
  });

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
