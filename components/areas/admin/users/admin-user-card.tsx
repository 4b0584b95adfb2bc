"use client";

import { KeyRound, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useTransition, type ReactNode } from "react";

import { useFormatDateTime } from "@/components/format/use-format-date-time";
import { DeniedButton } from "@/components/areas/admin/permission-notes";
import { ConfirmDeleteDialog } from "@/components/areas/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { deleteAdministrator } from "@/lib/admin/administrator-actions";
import { teamRefusal, type TeamViewer } from "@/lib/admin/administrators";
import { grantedCount, PERMISSION_TOTAL } from "@/lib/admin/permission-matrix";
import type { AdminUser } from "@/lib/admin/types";
import { formatDate } from "@/lib/format";

import { AdminAvatar } from "./admin-avatar";
import { AdminRoleBadge } from "./admin-role-badge";
import { useTeamReason } from "./team-reason";

/** A link-button the viewer may use, or the same button disabled with the reason. */
function CardLink(props: { href: string; label: string; refused: string | null; children: ReactNode }) {
  if (props.refused) {
    return (
      <DeniedButton size="sm" variant="outline" label={props.label} reason={props.refused}>
        {props.children}
      </DeniedButton>
    );
  }
  return (
    <Button asChild size="sm" variant="outline">
      <Link href={props.href} aria-label={props.label}>
        {props.children}
      </Link>
    </Button>
  );
}

/**
 * product.md §2 Administradores: one card. Senha, Editar and Excluir follow the viewer's permissions (shown
 * disabled with the reason); a superadmin card has no Excluir (product.md §6), nor has the viewer's own.
 */
export function AdminUserCard({ admin, viewer }: { admin: AdminUser; viewer: TeamViewer }) {
  const t = useTranslations("adminUsers");
  const formatDateTime = useFormatDateTime();
  const reasonOf = useTeamReason();
  const [pending, startTransition] = useTransition();
  const own = admin.id === viewer.id;
  const reason = (refusal: ReturnType<typeof teamRefusal>) => (refusal ? reasonOf(refusal) : null);
  const passwordRefused = reason(teamRefusal(viewer, { kind: "resetPassword", target: admin }));
  // the viewer's own set always fits: whether they may edit at all, not what they would grant
  const editRefused = reason(
    teamRefusal(viewer, { kind: "edit", target: admin, role: admin.role, permissions: viewer.permissions }),
  );
  const deleteRefused = teamRefusal(viewer, { kind: "delete", target: admin });

  function onDelete() {
    startTransition(async () => {
      const result = await deleteAdministrator(admin.id);
      if (result.ok) {
        toast.success(t("toasts.deleted"), {
          description: t("toasts.deletedDescription", { name: admin.name }),
        });
      } else {
        toast.error(result.error);
      }
    });
  }

  let deleteControl: ReactNode;
  if (admin.role === "superadmin") {
    deleteControl = <p className="self-center text-xs text-muted-foreground">{t("card.protected")}</p>;
  } else if (own) {
    deleteControl = <p className="self-center text-xs text-muted-foreground">{t("card.selfHint")}</p>;
  } else if (deleteRefused) {
    deleteControl = (
      <DeniedButton
        size="sm"
        variant="outline"
        className="text-destructive"
        label={t("card.deleteOf", { name: admin.name })}
        reason={reasonOf(deleteRefused)}
      >
        <Trash2 aria-hidden="true" />
        {t("card.delete")}
      </DeniedButton>
    );
  } else {
    deleteControl = (
      <ConfirmDeleteDialog
        trigger={
          <Button
            size="sm"
            variant="outline"
            className="text-destructive"
            aria-label={t("card.deleteOf", { name: admin.name })}
            disabled={pending}
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
    );
  }

  return (
    <li className="flex flex-col gap-4 rounded-lg border bg-card p-4 shadow-sm" aria-busy={pending}>
      <div className="flex items-start gap-3">
        <AdminAvatar name={admin.name} avatar={admin.avatar} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="truncate font-semibold">
            {admin.name}
            {own ? (
              <span className="ml-2 text-xs font-normal text-muted-foreground">({t("card.self")})</span>
            ) : null}
          </h3>
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
        <CardLink
          href={`/admin/users/${admin.id}/password`}
          label={t("card.passwordOf", { name: admin.name })}
          refused={passwordRefused}
        >
          <KeyRound aria-hidden="true" />
          {t("card.password")}
        </CardLink>
        <CardLink
          href={`/admin/users/${admin.id}/edit`}
          label={t("card.editOf", { name: admin.name })}
          refused={editRefused}
        >
          <Pencil aria-hidden="true" />
          {t("card.edit")}
        </CardLink>
        {deleteControl}
      </div>
    </li>
  );
}
