"use client";

import { ArrowLeft, UserRoundX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { toast } from "@/components/ui/toast";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { Button } from "@/components/ui/button";
import { findAdministrator } from "@/lib/admin/administrators";

import { AdminUserForm } from "./admin-user-form";
import { AdminUserPasswordForm } from "./admin-user-password-form";
import { useAdminUsers } from "./admin-users-provider";

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

/** An id that is not (or no longer) in the session's list: say so and lead back. */
function AdminUserMissing() {
  const t = useTranslations("adminUsers.missing");
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-background p-8 text-center">
      <UserRoundX aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{t("title")}</h1>
      <p className="text-sm text-muted-foreground">{t("text")}</p>
      <BackLink />
    </div>
  );
}

/** product.md §2: 'Novo Administrador' opens the create form. */
export function AdminUserCreateView() {
  const t = useTranslations("adminUsers");
  const { create } = useAdminUsers();
  return (
    <SubView title={t("form.createTitle")} subtitle={t("form.createDescription")}>
      <AdminUserForm
        submitLabel={t("form.createSubmit")}
        onSave={(values, permissions) => {
          create(values, permissions);
          toast.success(t("toasts.created"), {
            description: t("toasts.createdDescription", {
              name: values.name,
              role: t(`roles.${values.role}`),
            }),
          });
        }}
      />
    </SubView>
  );
}

/** product.md §2: the edit sub-view of one administrator. */
export function AdminUserEditView({ id }: { id: string }) {
  const t = useTranslations("adminUsers");
  const { admins, update } = useAdminUsers();
  const admin = findAdministrator(admins, id);
  if (!admin) return <AdminUserMissing />;
  return (
    <SubView title={t("form.editTitle")} subtitle={t("form.editDescription", { name: admin.name })}>
      <AdminUserForm
        key={admin.id}
        editing={admin}
        submitLabel={t("form.saveSubmit")}
        onSave={(values, permissions) => {
          update(admin.id, values, permissions);
          toast.success(t("toasts.updated"), {
            description: t("toasts.updatedDescription", { name: values.name }),
          });
        }}
      />
    </SubView>
  );
}

/** product.md §2/5: the change-password sub-view of one administrator. */
export function AdminUserPasswordView({ id }: { id: string }) {
  const t = useTranslations("adminUsers.password");
  const { admins } = useAdminUsers();
  const admin = findAdministrator(admins, id);
  if (!admin) return <AdminUserMissing />;
  return (
    <SubView title={t("title", { name: admin.name })} subtitle={t("description", { name: admin.name })}>
      <AdminUserPasswordForm name={admin.name} />
    </SubView>
  );
}
