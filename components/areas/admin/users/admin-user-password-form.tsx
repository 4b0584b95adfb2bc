"use client";

import { Mail } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";

import { FormAlert } from "@/components/auth/form-alert";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { sendAdministratorPasswordReset } from "@/lib/admin/administrator-actions";
import type { AdminUser } from "@/lib/admin/types";

/**
 * 'Senha' (issue 25): nobody types another person's password; Supabase Auth e-mails the administrator a link
 * to set a new one (the same recovery e-mail as 'Esqueci minha senha'), then back to the list.
 */
export function AdminUserPasswordForm({ admin }: { admin: Pick<AdminUser, "id" | "name" | "email"> }) {
  const t = useTranslations("adminUsers.password");
  const toasts = useTranslations("adminUsers.toasts");
  const router = useRouter();
  const [error, setError] = useState<string>();
  const [pending, startTransition] = useTransition();

  function onSend() {
    startTransition(async () => {
      const result = await sendAdministratorPasswordReset(admin.id);
      if (!result.ok) {
        setError(result.error);
        return;
      }
      toast.success(toasts("passwordSent"), { description: result.message });
      router.push("/admin/users");
    });
  }

  return (
    <div className="grid max-w-lg gap-4 rounded-lg border bg-card p-4 md:p-6" aria-busy={pending}>
      <FormAlert message={error} />
      <p className="text-sm">{t("description", { name: admin.name, email: admin.email })}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={pending} onClick={() => router.push("/admin/users")}>
          {t("cancel")}
        </Button>
        <Button disabled={pending} onClick={onSend} className="bg-accent hover:bg-accent/90">
          <Mail aria-hidden="true" />
          {pending ? t("submitting") : t("submit")}
        </Button>
      </div>
    </div>
  );
}
