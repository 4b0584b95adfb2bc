import { useTranslations } from "next-intl";

import { AuthCard } from "@/components/auth/auth-card";
import { BackToLogin } from "@/components/auth/back-to-login";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { recoveryMetadata } from "@/components/auth/recovery-metadata";

export const generateMetadata = () => recoveryMetadata("forgotPassword");

export default function ForgotPasswordPage() {
  const t = useTranslations("forgotPassword");
  return (
    <AuthCard title={t("title")} description={t("description")} footer={<BackToLogin />}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
