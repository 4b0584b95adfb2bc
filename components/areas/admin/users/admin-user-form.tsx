"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition, type FormEvent } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { createAdministrator, editAdministrator } from "@/lib/admin/administrator-actions";
import { checkAdministratorForm } from "@/lib/admin/administrator-form";
import { canChangeRole, type TeamViewer } from "@/lib/admin/administrators";
import { intersectPermissions } from "@/lib/admin/permission-matrix";
import { permissionPreset } from "@/lib/admin/permission-presets";
import type { AdminRole, AdminUser, PermissionSet } from "@/lib/admin/types";

import { AdminUserFields } from "./admin-user-fields";
import { PermissionMatrix } from "./permission-matrix";

type AdminUserFormProps = {
  /** the administrator being edited; absent in the create form */
  editing?: AdminUser;
  /** the team as the server read it: a second administrator with the same e-mail is refused at once */
  admins: readonly AdminUser[];
  viewer: TeamViewer;
  submitLabel: string;
};

type FieldErrors = Partial<Record<"name" | "email", string>>;

/**
 * product.md §5/6: the create and edit form; choosing a role applies its preset to the editable matrix, as far
 * as the person editing holds those permissions. Saves through the server actions, which check again.
 */
export function AdminUserForm({ editing, admins, viewer, submitLabel }: AdminUserFormProps) {
  const t = useTranslations("adminUsers");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const superadminViewer = viewer.role === "superadmin";
  const grantable = superadminViewer ? undefined : viewer.permissions;
  const preset = (role: AdminRole) =>
    grantable ? intersectPermissions(permissionPreset(role), grantable) : permissionPreset(role);
  const [name, setName] = useState(editing?.name ?? "");
  const [email, setEmail] = useState(editing?.email ?? "");
  const [role, setRole] = useState<AdminRole>(editing?.role ?? "moderator");
  const [permissions, setPermissions] = useState<PermissionSet>(editing?.permissions ?? preset("moderator"));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const roleLocked = editing ? !canChangeRole(editing) : false;

  function onRole(next: AdminRole) {
    setRole(next);
    setPermissions(preset(next));
    setAnnouncement(t("form.presetApplied", { role: t(`roles.${next}`) }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkAdministratorForm({ name, email, role }, admins, editing?.id);
    if (!check.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(check.errors).map(([field, key]) => [field, t(`form.errors.${key}`)]),
        ),
      );
      setSummary(t("form.errors.summary"));
      document.getElementById(check.errors.name ? "admin-name" : "admin-email")?.focus();
      return;
    }
    setErrors({});
    setSummary(undefined);
    startTransition(async () => {
      const values = { name, email, role, permissions };
      const result = editing
        ? await editAdministrator(editing.id, values)
        : await createAdministrator(values);
      if (!result.ok) {
        setErrors(result.fieldErrors ?? {});
        setSummary(result.error);
        return;
      }
      if (editing) {
        toast.success(t("toasts.updated"), { description: t("toasts.updatedDescription", { name }) });
      } else {
        toast.success(t("toasts.created"), {
          description: t("toasts.createdDescription", { name, role: t(`roles.${role}`), email }),
        });
      }
      router.push("/admin/users");
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={pending} className="flex flex-col gap-6">
      <FormAlert message={summary} />
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
          superadminAllowed={superadminViewer}
          emailLocked={editing !== undefined}
          disabled={pending}
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
          {grantable && role !== "superadmin" ? ` ${t("matrix.beyondOwn")}` : null}
        </p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div className="overflow-x-auto">
          <PermissionMatrix
            value={permissions}
            onChange={setPermissions}
            locked={role === "superadmin"}
            grantable={grantable}
            disabled={pending}
            describedBy="admin-form-permissions-hint"
          />
        </div>
      </section>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          disabled={pending}
          onClick={() => router.push("/admin/users")}
        >
          {t("form.cancel")}
        </Button>
        <Button type="submit" disabled={pending} className="bg-accent hover:bg-accent/90">
          {pending ? t("form.saving") : submitLabel}
        </Button>
      </div>
    </form>
  );
}
