import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type SettingsFieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control with the id and aria attributes that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled settings control; its hint and error are announced with it (aria-describedby). */
export function SettingsField({ id, label, error, hint, className, children }: SettingsFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
