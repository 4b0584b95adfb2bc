"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import type { AdminRole, AdminUser, PermissionSet } from "@/lib/admin/types";
import { checkAdministratorForm, type AdministratorFieldError } from "@/lib/admin/administrator-form";
import { canChangeRole, type AdministratorValues } from "@/lib/admin/administrators";
import { permissionPreset } from "@/lib/admin/permission-presets";

import { AdminUserFields } from "./admin-user-fields";
import { useAdminUsers } from "./admin-users-provider";
import { PermissionMatrix } from "./permission-matrix";

type AdminUserFormProps = {
  /** the administrator being edited; absent in the create form */
  editing?: AdminUser;
  submitLabel: string;
  onSave: (values: AdministratorValues, permissions: PermissionSet) => void;
};

/** product.md §5/6: the create and edit form; choosing a role applies its preset to the editable matrix. */
export function AdminUserForm({ editing, submitLabel, onSave }: AdminUserFormProps) {
  const t = useTranslations("adminUsers");
  const router = useRouter();
  const { admins } = useAdminUsers();
  const [name, setName] = useState(editing?.name ?? "");
  const [email, setEmail] = useState(editing?.email ?? "");
  const [role, setRole] = useState<AdminRole>(editing?.role ?? "moderator");
  const [permissions, setPermissions] = useState<PermissionSet>(
    editing?.permissions ?? permissionPreset("moderator"),
  );
  const [errors, setErrors] = useState<Partial<Record<"name" | "email", AdministratorFieldError>>>({});
  const [announcement, setAnnouncement] = useState("");
  const roleLocked = editing ? !canChangeRole(editing) : false;

  function onRole(next: AdminRole) {
    setRole(next);
    setPermissions(permissionPreset(next));
    setAnnouncement(t("form.presetApplied", { role: t(`roles.${next}`) }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkAdministratorForm({ name, email, role }, admins, editing?.id);
    if (!check.ok) {
      setErrors(check.errors);
      document.getElementById(check.errors.name ? "admin-name" : "admin-email")?.focus();
      return;
    }
    setErrors({});
    // product.md §6: a superadmin always has everything, whatever the matrix last showed
    onSave(check.values, check.values.role === "superadmin" ? permissionPreset("superadmin") : permissions);
    router.push("/admin/users");
  }

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <FormAlert message={hasErrors ? t("form.errors.summary") : undefined} />
      <section
        aria-labelledby="admin-form-data"
        className="flex flex-col gap-4 rounded-lg border bg-card p-4 md:p-6"
      >
        <h2 id="admin-form-data" className="text-lg font-semibold">
          {t("form.dataHeading")}
        </h2>
        <AdminUserFields
          name={name}
          email={email}
          role={role}
          errors={errors}
          roleLocked={roleLocked}
          onName={setName}
          onEmail={setEmail}
          onRole={onRole}
        />
      </section>
      <section
        aria-labelledby="admin-form-permissions"
        className="flex flex-col gap-3 rounded-lg border bg-card p-4 md:p-6"
      >
        <h2 id="admin-form-permissions" className="text-lg font-semibold">
          {t("matrix.title")}
        </h2>
        <p id="admin-form-permissions-hint" className="text-sm text-muted-foreground">
          {role === "superadmin" ? t("matrix.superadminAll") : t("matrix.description")}
        </p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <PermissionMatrix
          value={permissions}
          onChange={setPermissions}
          locked={role === "superadmin"}
          describedBy="admin-form-permissions-hint"
        />
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => router.push("/admin/users")}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" className="bg-accent hover:bg-accent/90">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
