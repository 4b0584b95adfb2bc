import type { AdminRole, PermissionSet } from "@/lib/admin/types";

const ALL: PermissionSet = {
  dashboard: true,
  companies: { view: true, create: true, edit: true, delete: true, approve: true },
  users: { view: true, edit: true, delete: true, moderate: true },
  categories: { view: true, create: true, edit: true, delete: true },
  layout: { view: true, edit: true },
  plans: { view: true, create: true, edit: true, delete: true },
  settings: { view: true, edit: true },
};

/**
 * product.md §5: permissions pre-filled when a role is chosen in the administrator form. superadmin gets
 * everything; admin everything except company create/delete, user delete, category delete, layout edit,
 * plan create/edit/delete and settings edit; moderator only dashboard, company view, user moderate and
 * category view. Returns a fresh object each call so forms may edit it.
 */
export function permissionPreset(role: AdminRole): PermissionSet {
  switch (role) {
    case "superadmin":
      return structuredClone(ALL);
    case "admin":
      return {
        dashboard: true,
        companies: { view: true, create: false, edit: true, delete: false, approve: true },
        users: { view: true, edit: true, delete: false, moderate: true },
        categories: { view: true, create: true, edit: true, delete: false },
        layout: { view: true, edit: false },
        plans: { view: true, create: false, edit: false, delete: false },
        settings: { view: true, edit: false },
      };
    case "moderator":
      return {
        dashboard: true,
        companies: { view: true, create: false, edit: false, delete: false, approve: false },
        users: { view: false, edit: false, delete: false, moderate: true },
        categories: { view: true, create: false, edit: false, delete: false },
        layout: { view: false, edit: false },
        plans: { view: false, create: false, edit: false, delete: false },
        settings: { view: false, edit: false },
      };
  }
}
