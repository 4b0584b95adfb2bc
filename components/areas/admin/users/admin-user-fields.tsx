"use client";

import { useTranslations } from "next-intl";

import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ADMIN_ROLES, isAdminRole } from "@/lib/admin/administrators";
import type { AdminRole } from "@/lib/admin/types";

type AdminUserFieldsProps = {
  name: string;
  email: string;
  role: AdminRole;
  errors: Partial<Record<"name" | "email", string>>;
  /** a superadmin keeps the role (product.md §6) */
  roleLocked: boolean;
  /** only a superadmin gives the Super Admin role */
  superadminAllowed: boolean;
  /** editing: the e-mail is the account's sign-in and does not change here */
  emailLocked: boolean;
  disabled: boolean;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  onRole: (value: AdminRole) => void;
};

/** product.md §5: name, e-mail and role (Moderador, Admin, Super Admin) with their Portuguese errors. */
export function AdminUserFields(props: AdminUserFieldsProps) {
  const t = useTranslations("adminUsers.form");
  const roles = useTranslations("adminUsers.roles");
  const roleHint = props.roleLocked
    ? t("roleLocked")
    : props.superadminAllowed
      ? t("roleHint")
      : `${t("roleHint")} ${t("roleSuperadminOnly")}`;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field id="admin-name" label={t("nameLabel")} error={props.errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            placeholder={t("namePlaceholder")}
            value={props.name}
            disabled={props.disabled}
            onChange={(event) => props.onName(event.target.value)}
            aria-required="true"
          />
        )}
      </Field>
      <Field
        id="admin-email"
        label={t("emailLabel")}
        hint={props.emailLocked ? t("emailLocked") : undefined}
        error={props.errors.email}
      >
        {(control) => (
          <EmailInput
            {...control}
            placeholder={t("emailPlaceholder")}
            value={props.email}
            readOnly={props.emailLocked}
            disabled={props.disabled}
            onChange={(event) => props.onEmail(event.target.value)}
            aria-required="true"
          />
        )}
      </Field>
      <Field id="admin-role" label={t("roleLabel")} hint={roleHint} className="md:col-span-2">
        {(control) => (
          <Select
            value={props.role}
            onValueChange={(value) => (isAdminRole(value) ? props.onRole(value) : undefined)}
            disabled={props.roleLocked || props.disabled}
          >
            <SelectTrigger {...control} className="w-full md:w-64">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ADMIN_ROLES.map((role) => (
                <SelectItem
                  key={role}
                  value={role}
                  disabled={role === "superadmin" && !props.superadminAllowed}
                >
                  {roles(role)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </Field>
    </div>
  );
}
