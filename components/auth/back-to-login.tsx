import Link from "next/link";
import { useTranslations } from "next-intl";

/** The footer link of the recovery screens. */
export function BackToLogin() {
  const t = useTranslations("forgotPassword");
  return (
    <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      {t("backToLogin")}
    </Link>
  );
}
