import type { ReactNode } from "react";

import { Label } from "@/components/ui/label";

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** the control; give it `aria-describedby={errorId(id)}` when an error may show */
  children: ReactNode;
};

export function errorId(id: string): string {
  return `${id}-erro`;
}

/** A label, its control and the field's error message, linked for assistive tech. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={errorId(id)} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
