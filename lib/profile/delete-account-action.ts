"use server";

import { z } from "zod";

import { liveSessions } from "@/lib/auth/live-session-cache";
import { getCurrentUser } from "@/lib/auth/session";
import { verifyCurrentPassword } from "@/lib/auth/verify-password";
import { deleteOwnAccount } from "@/lib/data/profile";
import { formFailure, formSuccess } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";

const schema = z.object({ password: z.string().min(1, "deletePasswordRequired") });

/**
 * 'Excluir minha conta': the password is asked again and checked by Auth (counted like a sign-in), then one
 * database function anonymises the person's orders and deletes the account. The dialog then signs the browser
 * out with 'Sair' (clearing the cookies here would re-render the private page, which sends to /login).
 * Only a cliente deletes their own account here; a store's or an administrator's goes through the admin.
 */
export const deleteMyAccount = validatedAction(
  { schema, namespace: "accountData", keep: [] },
  async (data, t) => {
    const user = await getCurrentUser().catch(() => null);
    if (!user) return formFailure(t("deleteSignedOut"));
    if (user.type !== "cliente") return formFailure(t("deleteNotCustomer"));
    const check = await verifyCurrentPassword(user.email, data.password);
    if (check === "wrong") {
      return formFailure(t("deleteWrongPassword"), { fieldErrors: { password: t("deleteWrongPassword") } });
    }
    if (check === "limited") return formFailure(t("deleteLimited"));
    if (check === "unavailable") return formFailure(t("deleteFailed"));
    if (!(await deleteOwnAccount())) return formFailure(t("deleteFailed"));
    // the account is gone: this server stops trusting its sessions at once
    liveSessions().endUser(user.id);
    return formSuccess(t("deleted"));
  },
);
