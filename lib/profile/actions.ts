"use server";

import { refresh } from "next/cache";

import { requireAccountType } from "@/lib/data/access";
import { updateOwnProfile } from "@/lib/data/profile";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { profileFormSchema } from "@/lib/profile/profile-form";

/**
 * 'Dados pessoais' (/profile, /customer/profile): saved to the shopper's own perfis row as them. The header
 * and the dashboards read the row on each request, so the refresh shows the new name at once.
 */
export const saveProfile = validatedAction(
  { schema: profileFormSchema, namespace: "profile", keep: ["name", "displayName", "phone"] },
  async (data, t) => {
    const user = await requireAccountType("cliente");
    const outcome = await updateOwnProfile(user, data);
    if (outcome === "taken") {
      return formFailure(t("displayNameTaken"), { fieldErrors: { displayName: t("displayNameTaken") } });
    }
    if (outcome === "failed") return formFailure(t("saveFailed"));
    refresh();
    return formSuccess(t("saved"));
  },
);
