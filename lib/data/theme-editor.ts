import "server-only";

import { canEditLayout } from "@/lib/admin/back-office-permissions";
import type { AppUser } from "@/lib/auth/types";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import { getTheme } from "@/lib/data/theme";
import { editableTheme, type EditableTheme } from "@/lib/theme/editor";

/** What the theme editor (the admin dashboard and /admin/layout) starts from: the saved theme, and whether this administrator may save. */
export type ThemeEditorData = { saved: EditableTheme; canEdit: boolean };

export async function getThemeEditor(viewer: AppUser): Promise<ThemeEditorData> {
  const [theme, permissions] = await Promise.all([getTheme(), getAdminPermissions(viewer)]);
  return { saved: editableTheme(theme), canEdit: canEditLayout(permissions) };
}
