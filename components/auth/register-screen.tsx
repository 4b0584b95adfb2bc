import { useTranslations } from "next-intl";

import { AuthScreen } from "@/components/auth/auth-screen";
import { RegisterForm } from "@/components/auth/register-form";

/** product.md §2: the one registration screen behind both /cadastro and /register. */
export function RegisterScreen() {
  const t = useTranslations("register");
  return (
    <AuthScreen
      title={t("title")}
      description={t("description")}
      footerText={t("haveAccount")}
      footerLink={{ href: "/login", label: t("loginLink") }}
    >
      <RegisterForm />
    </AuthScreen>
  );
}
