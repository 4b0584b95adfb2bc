import { useTranslations } from "next-intl";

import { EmailInput } from "@/components/forms/email-input";
import { Field } from "@/components/forms/field";
import { PlainButton } from "@/components/ui/plain-button";

/** One newsletter band per page: the static form and the hydrated one share the field's id. */
export const NEWSLETTER_INPUT_ID = "newsletter-email";

export const NEWSLETTER_FORM_CLASS = "flex w-full max-w-lg flex-col gap-2 sm:flex-row sm:items-start";

/** 'Seu melhor email' and 'Inscrever-se': rendered on the server first, then by the island (newsletter-form.tsx). */
export function NewsletterFields({ error, onEdit }: { error?: string; onEdit?: () => void }) {
  const t = useTranslations("newsletter");
  return (
    <>
      <Field
        id={NEWSLETTER_INPUT_ID}
        label={t("label")}
        labelClassName="sr-only"
        error={error}
        announce
        // on the primary band the plain red would not read: the error is a filled badge
        errorClassName="inline-block self-start rounded-md bg-destructive px-2 py-1 font-medium text-destructive-foreground"
        className="flex-1 gap-1.5 text-left"
      >
        {(control) => (
          <EmailInput
            {...control}
            placeholder={t("placeholder")}
            onChange={onEdit}
            className="h-11 bg-background text-foreground"
          />
        )}
      </Field>
      <PlainButton type="submit" size="lg" variant="accent">
        {t("submit")}
      </PlainButton>
    </>
  );
}
