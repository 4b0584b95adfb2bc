import { describe, expect, it } from "vitest";

import { adminUsers, customModeratorPermissions } from "@/fixtures/admin";
import { DEMO_USER_IDS } from "@/fixtures/ids";
import { canEditLayout, permissionsOf, planPermissions } from "@/lib/admin/back-office-permissions";
import { permissionPreset } from "@/lib/admin/permission-presets";
import type { AdminUser } from "@/lib/admin/types";
import type { AccountType } from "@/lib/auth/types";

const viewer = (id: string, email: string, type: AccountType) => ({ id, email, type });
const moderator: AdminUser = {
  ...adminUsers.find((admin) => admin.role === "moderator")!,
  permissions: customModeratorPermissions,
};

describe("what an administrator may do with plans and the layout (product.md §6)", () => {
  it.each<
    [string, ReturnType<typeof viewer>, readonly AdminUser[], { create: boolean; edit: boolean }, boolean]
  >([
    [
      "the demo superadmin",
      viewer(DEMO_USER_IDS.superadmin, "superadmin@vitrine.example", "superadmin"),
      adminUsers,
      { create: true, edit: true },
      true,
    ],
    [
      "the demo admin (Admin preset)",
      viewer(DEMO_USER_IDS.admin, "admin@vitrine.example", "admin"),
      adminUsers,
      { create: false, edit: false },
      false,
    ],
    [
      "an admin found by e-mail",
      viewer("00000000-0000-4000-8000-000000000009", "ADMIN@vitrine.example ", "admin"),
      adminUsers,
      { create: false, edit: false },
      false,
    ],
    [
      "an admin the list grants plan edits",
      viewer(DEMO_USER_IDS.admin, "admin@vitrine.example", "admin"),
      [
        {
          ...adminUsers[1]!,
          permissions: {
            ...permissionPreset("admin"),
            plans: { view: true, create: true, edit: true, delete: false },
            layout: { view: true, edit: true },
          },
        },
      ],
      { create: true, edit: true },
      true,
    ],
    [
      "a moderator who only views plans",
      viewer(moderator.id, moderator.email, "admin"),
      [moderator],
      { create: false, edit: false },
      false,
    ],
    [
      "an admin account the list does not know",
      viewer("00000000-0000-4000-8000-000000000010", "nova@vitrine.example", "admin"),
      adminUsers,
      { create: false, edit: false },
      false,
    ],
    [
      "a superadmin account the list does not know",
      viewer("00000000-0000-4000-8000-000000000011", "root@vitrine.example", "superadmin"),
      adminUsers,
      { create: true, edit: true },
      true,
    ],
  ])("%s", (_label, who, list, plans, layout) => {
    const set = permissionsOf(who, list);
    expect(planPermissions(set)).toEqual(plans);
    expect(canEditLayout(set)).toBe(layout);
  });
});
