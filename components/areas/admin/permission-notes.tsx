"use client";

import { ShieldAlert } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, type ComponentProps, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type DeniedButtonProps = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  /** the accessible name, e.g. 'Excluir Pizzaria' */
  label?: string;
  /** 'Seu perfil não permite excluir categorias.' */
  reason: string;
  children: ReactNode;
};

/**
 * A control the viewer's permissions do not allow: still shown and focusable (aria-disabled, not disabled),
 * it does nothing and says why, as a tooltip on hover and as its description to a screen reader.
 */
export function DeniedButton({ label, reason, children, className, ...button }: DeniedButtonProps) {
  const id = useId();
  return (
    <>
      <Button
        type="button"
        {...button}
        aria-label={label}
        aria-disabled="true"
        aria-describedby={id}
        title={reason}
        onClick={(event) => event.preventDefault()}
        className={cn("cursor-not-allowed opacity-60", className)}
      >
        {children}
      </Button>
      <span id={id} className="sr-only">
        {reason}
      </span>
    </>
  );
}

/** Above a screen: what this administrator's profile does not allow here, in plain words (none: nothing shown). */
export function PermissionNotice({ reasons }: { reasons: readonly string[] }) {
  const t = useTranslations("adminPermissions");
  if (reasons.length === 0) return null;
  return (
    <div className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t("noticeTitle")}</p>
        <ul className="list-disc pl-4">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
