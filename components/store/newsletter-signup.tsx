"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { toast } from "@/components/ui/toast";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { checkNewsletterEmail } from "@/lib/store/newsletter";

/** product.md §2 home: newsletter signup ('Seu melhor email'). product.md §7: no backend, the signup is only logged. */
export function NewsletterSignup() {
  const t = useTranslations("newsletter");
  const inputId = useId();
  const errorId = useId();
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
    <section
      aria-labelledby="newsletter-title"
      className="rounded-lg bg-primary px-6 py-10 text-primary-foreground md:px-10"
    >
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <SpriteIcon name="mail" className="size-10" />
        <h2 id="newsletter-title" className="text-2xl font-bold tracking-tight">
          {t("title")}
        </h2>
        <p className="opacity-90">{t("text")}</p>
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex w-full max-w-lg flex-col gap-2 sm:flex-row sm:items-start"
        >
          <div className="flex-1 text-left">
            <label htmlFor={inputId} className="sr-only">
              {t("label")}
            </label>
            <Input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t("placeholder")}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={() => error && setError(null)}
              className="h-11 bg-background text-foreground"
            />
            {error ? (
              <p
                id={errorId}
                role="alert"
                className="mt-1.5 inline-block rounded-md bg-destructive px-2 py-1 text-sm font-medium text-destructive-foreground"
              >
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="lg" className="bg-accent hover:bg-accent/90">
            {t("submit")}
          </Button>
        </form>
      </div>
    </section>
  );
}
