"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { toast } from "@/components/ui/toast";
import { checkNewsletterEmail } from "@/lib/store/newsletter";

import { NEWSLETTER_FORM_CLASS, NewsletterFields } from "./newsletter-fields";

/** The newsletter's island (loaded by newsletter-island.tsx when the band nears the screen). */
export function NewsletterForm() {
  const t = useTranslations("newsletter");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkNewsletterEmail(new FormData(form).get("email"));
    if (!checked.ok) {
      setError(t(checked.reason));
      form.querySelector("input")?.focus();
      return;
    }
    setError(null);
    console.info("[newsletter] signup", checked.email);
    toast.success(t("success"), { description: t("successDescription", { email: checked.email }) });
    form.reset();
  };

  return (
    <form noValidate onSubmit={onSubmit} className={NEWSLETTER_FORM_CLASS} data-hydrated="">
      <NewsletterFields error={error ?? undefined} onEdit={() => error && setError(null)} />
    </form>
  );
}
