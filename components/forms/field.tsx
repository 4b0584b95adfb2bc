import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** The props that tie a control to its label, hint and error; spread them on the input, select or textarea. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  className?: string;
  /** e.g. "sr-only" when a legend around the field already shows its name */
  labelClassName?: string;
  /** the error comes from a request while the focus is elsewhere (a button): read it out as it appears */
  announce?: boolean;
  /** e.g. a filled badge where the field sits on a coloured band and the plain red would not read */
  errorClassName?: string;
  /** Renders the control with the id and aria attributes that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
};

export function fieldHintId(id: string): string {
  return `${id}-hint`;
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

/** The hint first, then the error: a screen reader reads what is asked before what went wrong. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return (
    [hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(Boolean).join(" ") || undefined
  );
}

type FieldNotesProps = {
  id: string;
  hint?: ReactNode;
  error?: string;
  announce?: boolean;
  errorClassName?: string;
};

function FieldNotes({ id, hint, error, announce, errorClassName }: FieldNotesProps) {
  return (
    <>
      {hint ? (
        <p id={fieldHintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p
          id={fieldErrorId(id)}
          role={announce ? "alert" : undefined}
          className={cn("text-sm text-destructive", errorClassName)}
        >
          {error}
        </p>
      ) : null}
    </>
  );
}

// The components/ui Label's look on a native label (radix's would load its primitives on the static home);
// its peer/group "disabled" variants are left out: a Field's label precedes its control and sits in no such group.
const LABEL_CLASS = "flex items-center gap-2 text-sm leading-none font-medium select-none";

/** The one labelled field of every form: its hint and its Portuguese error are announced with the control. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  labelClassName,
  announce,
  errorClassName,
  children,
}: FieldProps) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <label data-slot="label" htmlFor={id} className={cn(LABEL_CLASS, labelClassName)}>
        {label}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
      })}
      <FieldNotes id={id} hint={hint} error={error} announce={announce} errorClassName={errorClassName} />
    </div>
  );
}

type FieldSetProps = {
  /** names the hint and error; the group's own controls keep their own ids */
  id: string;
  legend: ReactNode;
  /** e.g. sr-only, when a heading above already names the group */
  legendClassName?: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  disabled?: boolean;
  /** role="alert" on the error: it arrives after a choice, with the focus on the control */
  announce?: boolean;
  children: ReactNode;
};

/** The same field for a group of controls (radio buttons, a photo's choices): a legend instead of a label. */
export function FieldSet({
  id,
  legend,
  legendClassName,
  hint,
  error,
  className,
  disabled,
  announce,
  children,
}: FieldSetProps) {
  return (
    <fieldset
      disabled={disabled}
      className={cn("grid min-w-0 gap-2", className)}
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className={cn("mb-2 text-sm font-medium", legendClassName)}>{legend}</legend>
      {children}
      <FieldNotes id={id} hint={hint} error={error} announce={announce} />
    </fieldset>
  );
}
