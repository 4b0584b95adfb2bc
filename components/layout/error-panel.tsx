"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

/** The Portuguese error boundary body shared by the route-level boundaries. */
export function ErrorPanel({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("error");
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main role="alert" className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-accent"
        >
          {t("retry")}
        </button>
        <Link href="/" className="rounded-md border px-4 py-2 font-medium hover:bg-muted">
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
