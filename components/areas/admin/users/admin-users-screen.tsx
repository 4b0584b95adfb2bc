"use client";

import { Plus, UserRoundX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DeniedButton } from "@/components/areas/admin/permission-notes";
import { DashboardHeader } from "@/components/areas/dashboard-section";
import { SectionHeading } from "@/components/areas/section-heading";
import { Button } from "@/components/ui/button";
import { teamRefusal, type TeamViewer } from "@/lib/admin/administrators";
import type { AdminUser } from "@/lib/admin/types";

import { AdminUserCard } from "./admin-user-card";
import { useTeamReason } from "./team-reason";

const PRIMARY = "bg-accent hover:bg-accent/90";

/** 'Novo Administrador', or the same button disabled with the reason when the viewer may not add anyone. */
function NewAdministratorButton({ viewer }: { viewer: TeamViewer }) {
  const t = useTranslations("adminUsers");
  const reasonOf = useTeamReason();
  const refused = teamRefusal(viewer, { kind: "create", role: "moderator", permissions: viewer.permissions });
  if (refused) {
    return (
      <DeniedButton reason={reasonOf(refused)} className={PRIMARY}>
        <Plus aria-hidden="true" />
        {t("newButton")}
      </DeniedButton>
    );
  }
  return (
    <Button asChild className={PRIMARY}>
      <Link href="/admin/users/new">
        <Plus aria-hidden="true" />
        {t("newButton")}
      </Link>
    </Button>
  );
}

/** product.md §2 Administradores: the team from the database, and 'Novo Administrador'. */
export function AdminUsersScreen({ admins, viewer }: { admins: AdminUser[]; viewer: TeamViewer }) {
  const t = useTranslations("adminUsers");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        <NewAdministratorButton viewer={viewer} />
      </div>
      <p className="rounded-md border border-dashed bg-background px-3 py-2 text-sm text-muted-foreground">
        {t("inviteNote")}
      </p>
      <section aria-labelledby="admin-users-heading">
        <SectionHeading
          id="admin-users-heading"
          action={
            <span className="text-sm text-muted-foreground">{t("count", { count: admins.length })}</span>
          }
        >
          {t("listHeading")}
        </SectionHeading>
        {admins.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
            <UserRoundX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">{t("empty.title")}</p>
            <p className="text-sm text-muted-foreground">{t("empty.text")}</p>
            <NewAdministratorButton viewer={viewer} />
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {admins.map((admin) => (
              <AdminUserCard key={admin.id} admin={admin} viewer={viewer} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
