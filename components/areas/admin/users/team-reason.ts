"use client";

import { useTranslations } from "next-intl";

import type { TeamRefusal } from "@/lib/admin/administrators";

const PERMISSION_REASON = {
  forbiddenCreate: "create",
  forbiddenEdit: "edit",
  forbiddenDelete: "delete",
  forbiddenPassword: "resetPassword",
} as const;

/** Why a team control is disabled: 'Seu perfil não permite …' for a missing permission, else the rule. */
export function useTeamReason(): (refusal: TeamRefusal) => string {
  const reason = useTranslations("adminPermissions.reason.users");
  const errors = useTranslations("adminUsers.errors");
  return (refusal) =>
    refusal in PERMISSION_REASON
      ? reason(PERMISSION_REASON[refusal as keyof typeof PERMISSION_REASON])
      : errors(refusal);
}
