import type { Metadata } from "next";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckingSession } from "@/components/auth/checking-session";
import { LoginForm } from "@/components/auth/login-form";
import { SignedOutOnly } from "@/components/auth/signed-out-only";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function LoginPage() {
  const t = useTranslations("login");
  return (
    <AuthCard
      title={t("title")}
      description={t("description")}
      footer={
        <p className="text-muted-foreground">
          {t("noAccount")}{" "}
          <Link href="/cadastro" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("registerLink")}
          </Link>
        </p>
      }
    >
      <Suspense fallback={<CheckingSession />}>
        <SignedOutOnly>
          <LoginForm />
        </SignedOutOnly>
      </Suspense>
    </AuthCard>
  );
}
