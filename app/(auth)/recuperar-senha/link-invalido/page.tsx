import Link from "next/link";
import { useTranslations } from "next-intl";

import { AuthCard } from "@/components/auth/auth-card";
import { BackToLogin } from "@/components/auth/back-to-login";
import { recoveryMetadata } from "@/components/auth/recovery-metadata";
import { Button } from "@/components/ui/button";
import { FORGOT_PASSWORD_PATH } from "@/lib/auth/recovery-session";

export const generateMetadata = () => recoveryMetadata("forgotPassword.invalidLink");

/** Where a used, expired or altered recovery link lands: what happened, and a new link one tap away. */
export default function InvalidRecoveryLinkPage() {
  const t = useTranslations("forgotPassword.invalidLink");
  return (
    <AuthCard title={t("title")} description={t("description")} footer={<BackToLogin />}>
      <Button asChild size="lg" className="w-full">
        <Link href={FORGOT_PASSWORD_PATH}>{t("askAgain")}</Link>
      </Button>
    </AuthCard>
  );
}
