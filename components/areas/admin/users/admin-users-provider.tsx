"use client";

import { createContext, use, useMemo, type ReactNode } from "react";

import type { AdminUser, PermissionSet } from "@/lib/admin/types";
import {
  createAdministrator,
  deleteAdministrator,
  updateAdministrator,
  type AdministratorValues,
} from "@/lib/admin/administrators";
import { createSessionStore, isListWithIds } from "@/lib/admin/session-store";
import { useSessionValue } from "@/lib/admin/use-session-value";

type AdminUsersStore = {
  admins: AdminUser[];
  create: (values: AdministratorValues, permissions: PermissionSet) => AdminUser;
  update: (id: string, values: AdministratorValues, permissions: PermissionSet) => void;
  /** false when refused (a superadmin, product.md §6) */
  remove: (id: string) => boolean;
};

/** The session's administrators (exported for tests, which reset it). */
export const adminUsersSession = createSessionStore("vitrine.admin.users", isListWithIds<AdminUser>);

const AdminUsersContext = createContext<AdminUsersStore | null>(null);

// crypto.randomUUID exists only in secure contexts; a plain-http LAN address still needs an id.
function newId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `admin-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * product.md §2/3: administrators stay on sample data, so changes live in client state for the session.
 * Mounted by app/(areas)/admin/users/layout.tsx: the list, create, edit and password sub-views share it.
 */
export function AdminUsersProvider({ initial, children }: { initial: AdminUser[]; children: ReactNode }) {
  const [admins, setAdmins] = useSessionValue(adminUsersSession, initial);
  const store = useMemo<AdminUsersStore>(
    () => ({
      admins,
      create(values, permissions) {
        const admin = createAdministrator(values, permissions, { id: newId(), now: new Date() });
        setAdmins((list) => [...list, admin]);
        console.info("admin users: administrator created (session only)", { id: admin.id, role: admin.role });
        return admin;
      },
      update(id, values, permissions) {
        setAdmins((list) => updateAdministrator(list, id, values, permissions));
        console.info("admin users: administrator updated (session only)", { id });
      },
      remove(id) {
        const result = deleteAdministrator(admins, id);
        if (result.deleted) setAdmins(() => result.list);
        console.info("admin users: delete requested (session only)", { id, deleted: result.deleted });
        return result.deleted;
      },
    }),
    [admins, setAdmins],
  );
  return <AdminUsersContext value={store}>{children}</AdminUsersContext>;
}

export function useAdminUsers(): AdminUsersStore {
  const store = use(AdminUsersContext);
  if (!store) throw new Error("useAdminUsers must be used inside <AdminUsersProvider>");
  return store;
}
