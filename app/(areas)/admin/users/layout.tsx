import type { ReactNode } from "react";

import { AdminUsersProvider } from "@/components/areas/admin/users/admin-users-provider";
import { getAdministrators } from "@/lib/data/admin";
import { requireArea } from "@/lib/data/access";

/**
 * product.md §2 Administradores: the list, create, edit and password sub-views share one client copy of the
 * sample administrators. The layout checks the viewer itself before reading them; each page checks too.
 */
export default async function AdminUsersLayout({ children }: { children: ReactNode }) {
  const user = await requireArea("admin");
  return <AdminUsersProvider initial={getAdministrators(user)}>{children}</AdminUsersProvider>;
}
