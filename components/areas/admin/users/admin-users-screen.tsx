"use client";

import { Plus, UserRoundX } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { DashboardHeader } from "@/components/areas/dashboard-section";
import { SectionHeading } from "@/components/areas/section-heading";
import { Button } from "@/components/ui/button";

import { AdminUserCard } from "./admin-user-card";
import { useAdminUsers } from "./admin-users-provider";

/** product.md §2 Administradores: the card list and 'Novo Administrador'. */
export function AdminUsersScreen() {
  const t = useTranslations("adminUsers");
  const { admins } = useAdminUsers();
  const newButton = (
    <Button asChild className="bg-accent hover:bg-accent/90">
      <Link href="/admin/users/new">
        <Plus aria-hidden="true" />
        {t("newButton")}
      </Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <DashboardHeader title={t("title")} subtitle={t("subtitle")} />
        {newButton}
      </div>
      <p className="rounded-md border border-dashed bg-background px-3 py-2 text-sm text-muted-foreground">
        {t("sampleNote")}
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
            {newButton}
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {admins.map((admin) => (
              <AdminUserCard key={admin.id} admin={admin} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
