"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { buttonVariants } from "@/components/ui/button-variants";
import { PlainButton } from "@/components/ui/plain-button";
import { isBackendUnavailable } from "@/lib/auth/backend-unavailable";

/** The server's error id, shown so support can find the log line; production hides the message itself. */
function digestOf(error: unknown): string | undefined {
  if (error instanceof Error && "digest" in error && typeof error.digest === "string") return error.digest;
  return undefined;
}

/**
 * The Portuguese error boundary body shared by the route-level boundaries. A backend that did not answer
 * (BackendUnavailableError, lib/auth/session.ts) reads 'Serviço indisponível', like the proxy's 503 page.
 */
export function ErrorPanel({ error, retry }: { error: unknown; retry: () => void }) {
  const failure = useTranslations("error");
  const unavailableTexts = useTranslations("unavailable");
  const unavailable = isBackendUnavailable(error);
  const t = unavailable ? unavailableTexts : failure;
  const digest = unavailable ? undefined : digestOf(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-semibold">{t("title")}</h1>
      <p className="text-muted-foreground">{t("description")}</p>
      {digest ? <p className="text-xs text-muted-foreground">{failure("reference", { digest })}</p> : null}
      <div className="flex flex-wrap justify-center gap-3">
        <PlainButton onClick={() => retry()}>{t("retry")}</PlainButton>
        <Link href="/" className={buttonVariants({ variant: "outline" })}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
