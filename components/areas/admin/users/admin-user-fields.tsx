"use client";

import { useTranslations } from "next-intl";

import { errorId, FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AdminRole } from "@/lib/admin/types";
import type { AdministratorFieldError } from "@/lib/admin/administrator-form";
import { ADMIN_ROLES, isAdminRole } from "@/lib/admin/administrators";

type FieldErrors = Partial<Record<"name" | "email", AdministratorFieldError>>;

type AdminUserFieldsProps = {
  name: string;
  email: string;
  role: AdminRole;
  errors: FieldErrors;
  roleLocked: boolean;
  onName: (value: string) => void;
  onEmail: (value: string) => void;
  onRole: (value: AdminRole) => void;
};

/** product.md §5: name, e-mail and role (Moderador, Admin, Super Admin) with their Portuguese errors. */
export function AdminUserFields(props: AdminUserFieldsProps) {
  const t = useTranslations("adminUsers.form");
  const roles = useTranslations("adminUsers.roles");
  const error = (field: "name" | "email") =>
    props.errors[field] ? t(`errors.${props.errors[field]}`) : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField id="admin-name" label={t("nameLabel")} error={error("name")}>
        <Input
          id="admin-name"
          name="name"
          autoComplete="name"
          placeholder={t("namePlaceholder")}
          value={props.name}
          onChange={(event) => props.onName(event.target.value)}
          aria-required="true"
          aria-invalid={props.errors.name ? true : undefined}
          aria-describedby={props.errors.name ? errorId("admin-name") : undefined}
        />
      </FormField>
      <FormField id="admin-email" label={t("emailLabel")} error={error("email")}>
        <Input
          id="admin-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t("emailPlaceholder")}
          value={props.email}
          onChange={(event) => props.onEmail(event.target.value)}
          aria-required="true"
          aria-invalid={props.errors.email ? true : undefined}
          aria-describedby={props.errors.email ? errorId("admin-email") : undefined}
        />
      </FormField>
      <div className="grid gap-2 md:col-span-2">
        <Label htmlFor="admin-role">{t("roleLabel")}</Label>
        <Select
          value={props.role}
          onValueChange={(value) => (isAdminRole(value) ? props.onRole(value) : undefined)}
          disabled={props.roleLocked}
        >
          <SelectTrigger id="admin-role" className="w-full md:w-64" aria-describedby="admin-role-hint">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ADMIN_ROLES.map((role) => (
              <SelectItem key={role} value={role}>
                {roles(role)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <p id="admin-role-hint" className="text-sm text-muted-foreground">
          {props.roleLocked ? t("roleLocked") : t("roleHint")}
        </p>
      </div>
    </div>
  );
}
