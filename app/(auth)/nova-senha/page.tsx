import { useTranslations } from "next-intl";
import { Suspense } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { BackToLogin } from "@/components/auth/back-to-login";
import { CheckingSession } from "@/components/auth/checking-session";
import { NewPasswordGate } from "@/components/auth/new-password-gate";
import { recoveryMetadata } from "@/components/auth/recovery-metadata";

export const generateMetadata = () => recoveryMetadata("newPassword");

export default function NewPasswordPage() {
  const t = useTranslations("newPassword");
  return (
    <AuthCard title={t("title")} description={t("description")} footer={<BackToLogin />}>
      <Suspense fallback={<CheckingSession />}>
        <NewPasswordGate />
      </Suspense>
    </AuthCard>
  );
}
