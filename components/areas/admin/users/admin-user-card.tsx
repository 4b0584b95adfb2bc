"use client";

import { KeyRound, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import type { AdminUser } from "@/lib/admin/types";
import { canDeleteAdministrator } from "@/lib/admin/administrators";
import { grantedCount, PERMISSION_TOTAL } from "@/lib/admin/permission-matrix";
import { formatDate } from "@/lib/format";

import { AdminAvatar } from "./admin-avatar";
import { AdminRoleBadge } from "./admin-role-badge";
import { useAdminUsers } from "./admin-users-provider";

/** product.md §2 Administradores: one card; a superadmin card has no Excluir (product.md §6). */
export function AdminUserCard({ admin }: { admin: AdminUser }) {
  const t = useTranslations("adminUsers");
  const formatDateTime = useFormatDateTime();
  const { remove } = useAdminUsers();

  function onDelete() {
    if (remove(admin.id)) {
      toast.success(t("toasts.deleted"), {
        description: t("toasts.deletedDescription", { name: admin.name }),
      });
    } else {
      toast.error(t("toasts.deleteRefused"));
    }
  }

  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <AdminAvatar name={admin.name} avatar={admin.avatar} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate font-semibold">{admin.name}</h3>
          <p className="truncate text-sm text-muted-foreground">{admin.email}</p>
          <AdminRoleBadge role={admin.role} />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">{t("card.createdAt")}</dt>
          <dd className="font-medium tabular-nums">{formatDate(admin.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("card.lastLogin")}</dt>
          <dd className="font-medium tabular-nums">
            {admin.lastLogin ? formatDateTime(admin.lastLogin) : t("card.neverLoggedIn")}
          </dd>
        </div>
      </dl>
      <p className="text-sm text-muted-foreground">
        {t("card.permissions", { granted: grantedCount(admin.permissions), total: PERMISSION_TOTAL })}
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link
            href={`/admin/users/${admin.id}/password`}
            aria-label={t("card.passwordOf", { name: admin.name })}
          >
            <KeyRound aria-hidden="true" />
            {t("card.password")}
          </Link>
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link href={`/admin/users/${admin.id}/edit`} aria-label={t("card.editOf", { name: admin.name })}>
            <Pencil aria-hidden="true" />
            {t("card.edit")}
          </Link>
        </Button>
        {canDeleteAdministrator(admin) ? (
          <ConfirmDeleteDialog
            trigger={
              <Button
                size="sm"
                variant="outline"
                className="text-destructive"
                aria-label={t("card.deleteOf", { name: admin.name })}
              >
                <Trash2 aria-hidden="true" />
                {t("card.delete")}
              </Button>
            }
            question={t("deleteDialog.question")}
            description={t("deleteDialog.description", { name: admin.name })}
            cancelLabel={t("deleteDialog.cancel")}
            confirmLabel={t("deleteDialog.confirm")}
            onConfirm={onDelete}
          />
        ) : (
          <p className="self-center text-xs text-muted-foreground">{t("card.protected")}</p>
        )}
      </div>
    </li>
  );
}
