"use client";

import { useTranslations } from "next-intl";
import { useFormStatus } from "react-dom";

import { PlainButton, type PlainButtonProps } from "@/components/ui/plain-button";
import { SpriteIcon } from "@/components/ui/sprite-icon";

function SubmitButton({ variant, className }: Pick<PlainButtonProps, "variant" | "className">) {
  const t = useTranslations("nav");
  const { pending } = useFormStatus();
  return (
    <PlainButton type="submit" variant={variant} className={className} disabled={pending} aria-busy={pending}>
      <SpriteIcon name="log-out" />
      {t("logout")}
    </PlainButton>
  );
}

function forgetTabSession() {
  try {
    window.sessionStorage.clear();
  } catch {
    // storage blocked: nothing was kept there
  }
}

/** 'Sair' as a form posting to the logout server action, so it works before hydration too. */
export function LogoutButton({
  action,
  variant = "ghost",
  className,
}: {
  action: () => Promise<void>;
  variant?: PlainButtonProps["variant"];
  className?: string;
}) {
  return (
    // Signing out also forgets this tab's sample-data changes (company, admin and advertiser sessions).
    <form action={action} onSubmit={forgetTabSession}>
      <SubmitButton variant={variant} className={className} />
    </form>
  );
}
