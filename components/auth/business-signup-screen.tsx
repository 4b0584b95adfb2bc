import { useTranslations } from "next-intl";
import Link from "next/link";
import { Suspense, type ReactNode } from "react";

import { AuthCard } from "@/components/auth/auth-card";
import { CheckingSession } from "@/components/auth/checking-session";
import { SignedOutOnly } from "@/components/auth/signed-out-only";

import { BusinessSignupForm } from "./business-signup-form";
import type { SignupCategory } from "./business-signup-store-fields";

const LINK_CLASS = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * /para-empresas/cadastro: the business sign-up card; a signed-in visitor goes to their own area. `intro`: what
 * the page says before the form (the plan the store starts on).
 */
export function BusinessSignupScreen({
  categories,
  intro,
}: {
  categories: readonly SignupCategory[];
  intro?: ReactNode;
}) {
  const t = useTranslations("register");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <AuthCard
        title={t("business.title")}
        description={t("business.description")}
        footer={
          <>
            <p className="text-muted-foreground">
              {t("haveAccount")}{" "}
              <Link href="/login" className={LINK_CLASS}>
                {t("loginLink")}
              </Link>
            </p>
            <p className="text-muted-foreground">
              {t("business.customerPrompt")}{" "}
              <Link href="/cadastro" className={LINK_CLASS}>
                {t("business.customerLink")}
              </Link>
            </p>
          </>
        }
      >
        {intro}
        <Suspense fallback={<CheckingSession />}>
          <SignedOutOnly>
            <BusinessSignupForm categories={categories} />
          </SignedOutOnly>
        </Suspense>
      </AuthCard>
    </div>
  );
}
