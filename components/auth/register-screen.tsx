import Link from "next/link";
import { useTranslations } from "next-intl";
import { Suspense } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckingSession } from "@/components/auth/checking-session";
import { RegisterForm } from "@/components/auth/register-form";
import { SignedOutOnly } from "@/components/auth/signed-out-only";

/** spec 2: the one registration screen behind both /cadastro and /register. */
export function RegisterScreen() {
  const t = useTranslations("register");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <p className="text-muted-foreground">
          {t("haveAccount")}{" "}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("loginLink")}
          </Link>
        </p>
      }
    >
      <Suspense fallback={<CheckingSession />}>
        <SignedOutOnly>
          <RegisterForm />
        </SignedOutOnly>
      </Suspense>
    </AuthCard>
  );
}
