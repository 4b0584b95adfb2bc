import { useTranslations } from "next-intl";

import { ChangePasswordForm } from "@/components/auth/change-password-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import type { AreaName } from "@/lib/auth/areas";

/** The change-password page body shared by the customer, company, advertiser and admin areas. */
export function ChangePasswordScreen({ area }: { area: AreaName }) {
  const t = useTranslations("changePassword");
  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-semibold">{t("title")}</h1>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChangePasswordForm area={area} />
      </CardContent>
    </Card>
  );
}
