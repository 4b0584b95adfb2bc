import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";

import { NewPasswordForm } from "@/components/auth/new-password-form";
import { BackendUnavailableError } from "@/lib/auth/backend-unavailable";
import { checkSession } from "@/lib/auth/live-session";
import { decideNewPasswordPage, recoveryAccessNow } from "@/lib/auth/recovery-session";
import { createSupabaseServerClient } from "@/lib/supabase/server";

/**
 * The set-new-password form, for a session a recovery link opened within the hour only (decideNewPasswordPage);
 * reads the session, so it renders inside a Suspense boundary.
 */
export async function NewPasswordGate() {
  await connection();
  const supabase = await createSupabaseServerClient();
  const session = await checkSession(supabase.auth);
  // not "no session": the error boundary offers a retry instead of calling a good link invalid
  if (session.state === "unavailable") throw new BackendUnavailableError();
  const claims = session.state === "live" ? session.claims : null;
  const decision = decideNewPasswordPage(recoveryAccessNow(claims));
  if (decision.action === "redirect") redirect(decision.to);
  const t = await getTranslations("newPassword");
  const email = typeof claims?.email === "string" ? claims.email : "";
  return (
    <div className="grid gap-4">
      {email ? <p className="text-center text-sm text-muted-foreground">{t("account", { email })}</p> : null}
      <NewPasswordForm home={decision.home} />
    </div>
  );
}
