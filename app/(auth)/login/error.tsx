"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { Button } from "@/components/ui/button";

/** product.md §8: a failure of the login screen itself reads 'Erro interno no sistema de login'. */
export default function LoginError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations("login");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-lg border bg-card p-6 text-center">
      <p className="font-medium text-destructive">{t("errors.internal")}</p>
      <Button type="button" variant="outline" onClick={reset}>
        {t("retry")}
      </Button>
    </div>
  );
}
