"use client";

import { ArrowLeft, ShieldAlert, UserRoundX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import type { TeamRefusal, TeamViewer } from "@/lib/admin/administrators";
import type { AdminUser } from "@/lib/admin/types";

import { AdminUserForm } from "./admin-user-form";
import { AdminUserPasswordForm } from "./admin-user-password-form";
import { useTeamReason } from "./team-reason";

function BackLink() {
  const t = useTranslations("adminUsers");
  return (
    <Button asChild variant="ghost" size="sm" className="w-fit">
      <Link href="/admin/users">
        <ArrowLeft aria-hidden="true" />
        {t("back")}
      </Link>
    </Button>
  );
}

function SubView({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <BackLink />
      <DashboardHeader title={title} subtitle={subtitle} />
      {children}
    </div>
  );
}

function Notice({
  icon,
  title,
  text,
  back = true,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  back?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
      {icon}
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      {back ? <BackLink /> : null}
    </div>
  );
}

/** An id that is not (or no longer) in the team: say so and lead back. */
export function AdminUserMissing() {
  const t = useTranslations("adminUsers.missing");
  return (
    <Notice
      icon={<UserRoundX aria-hidden="true" className="size-8 text-muted-foreground" />}
      title={t("title")}
      text={t("text")}
    />
  );
}

/** The viewer's profile does not allow this screen ("view": the list itself): the reason, and the way back. */
export function AdminUsersRefused({ refusal }: { refusal: TeamRefusal | "view" }) {
  const t = useTranslations("adminUsers.noAccess");
  const reasonOf = useTeamReason();
  return (
    <Notice
      icon={<ShieldAlert aria-hidden="true" className="size-8 text-muted-foreground" />}
      title={t("title")}
      text={refusal === "view" ? t("text") : reasonOf(refusal)}
      back={refusal !== "view"}
    />
  );
}

/** product.md §2: 'Novo Administrador' opens the create form. */
export function AdminUserCreateView({ admins, viewer }: { admins: AdminUser[]; viewer: TeamViewer }) {
  const t = useTranslations("adminUsers");
  return (
    <SubView title={t("form.createTitle")} subtitle={t("form.createDescription")}>
      <AdminUserForm admins={admins} viewer={viewer} submitLabel={t("form.createSubmit")} />
    </SubView>
  );
}

/** product.md §2: the edit sub-view of one administrator. */
export function AdminUserEditView({
  admin,
  admins,
  viewer,
}: {
  admin: AdminUser;
  admins: AdminUser[];
  viewer: TeamViewer;
}) {
  const t = useTranslations("adminUsers");
  return (
    <SubView title={t("form.editTitle")} subtitle={t("form.editDescription", { name: admin.name })}>
      <AdminUserForm
        key={admin.id}
        editing={admin}
        admins={admins}
        viewer={viewer}
        submitLabel={t("form.saveSubmit")}
      />
    </SubView>
  );
}

/** product.md §2/5: 'Senha' of one administrator: a reset e-mail. */
export function AdminUserPasswordView({ admin }: { admin: AdminUser }) {
  const t = useTranslations("adminUsers.password");
  return (
    <SubView title={t("title", { name: admin.name })} subtitle={admin.email}>
      <AdminUserPasswordForm admin={admin} />
    </SubView>
  );
}
