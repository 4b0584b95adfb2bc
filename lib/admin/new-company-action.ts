"use server";

import { refresh } from "next/cache";
import { getTranslations } from "next-intl/server";

import { can } from "@/lib/admin/back-office-permissions";
import { decideStore } from "@/lib/admin/company-writes";
import { NEW_COMPANY_FIELDS, newCompanySchema } from "@/lib/admin/new-company-form";
import { inviteCompanyOwner, type NewCompanyResult } from "@/lib/admin/new-company-writes";
import { refusalFor } from "@/lib/admin/require-permission";
import { recoveryRedirectUrl } from "@/lib/auth/recovery-request";
import { storeChangeTags } from "@/lib/catalog/tags";
import { requireAccountType } from "@/lib/data/access";
import { getAdminPermissions } from "@/lib/data/admin-permissions";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { expireTags } from "@/lib/server/expire-tags";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * 'Nova Empresa' (companies.create): the owner's account, its invitation and the store, in one step of the
 * database; an administrator who may also approve (companies.approve) puts the store on the storefront at once,
 * as the signed-in administrator (RLS and the lojas guard decide), else it waits in Pendentes like a sign-up.
 * The success message is the toast's description.
 */
export const createCompany = validatedAction(
  { schema: newCompanySchema, namespace: "register", keep: NEW_COMPANY_FIELDS },
  async (form) => {
    const refusal = await refusalFor("companies.create");
    if (refusal) return formFailure(refusal);
    const t = await getTranslations("adminCompanies.newCompanyForm");
    let created: NewCompanyResult;
    try {
      created = await inviteCompanyOwner(createSupabaseAdminClient(), form, {
        redirectTo: recoveryRedirectUrl(),
        invitation: t("invitation", { name: form.storeName }),
      });
    } catch {
      created = { ok: false, error: "unexpected" };
    }
    if (!created.ok) {
      const message = t(`errors.${created.error}`);
      return created.error === "accountExists"
        ? formFailure(message, { fieldErrors: { email: message } })
        : formFailure(message);
    }
    const viewer = await requireAccountType("admin", "superadmin");
    const names = { name: form.storeName, email: form.email };
    refresh();
    if (!can(await getAdminPermissions(viewer), "companies.approve"))
      return formSuccess(t("createdPendingDescription", names));
    const decided = await decideStore(await createSupabaseServerClient(), created.storeId, "approved").catch(
      () => ({ ok: false as const }),
    );
    if (!decided.ok) return formSuccess(t("errors.approveFailed"));
    expireTags(storeChangeTags(created.storeId));
    return formSuccess(t("createdApprovedDescription", names));
  },
);
