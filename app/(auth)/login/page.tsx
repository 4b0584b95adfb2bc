import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";

import { AuthScreen } from "@/components/auth/auth-screen";
import { LoginForm } from "@/components/auth/login-form";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("login");
  return { title: t("metaTitle"), robots: { index: false } };
}

export default function LoginPage() {
  const t = useTranslations("login");
  return (
    <AuthScreen
      title={t("title")}
      description={t("description")}
      footerText={t("noAccount")}
      footerLink={{ href: "/cadastro", label: t("registerLink") }}
    >
      <LoginForm />
    </AuthScreen>
  );
}
