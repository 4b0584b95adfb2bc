import type { ComponentProps } from "react";

import { errorId, FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** What every field of the business sign-up shares: its label, its error and the linked control's props. */
type FieldProps = { name: string; label: string; error?: string; className?: string };

function describedBy(name: string, error?: string) {
  return error ? { "aria-invalid": true, "aria-describedby": errorId(name) } : {};
}

/** A labelled text input whose error is announced with it; `name` is also its id. */
export function SignupTextField({
  name,
  label,
  error,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<"input">, "id" | "name" | "className">) {
  return (
    <div className={className}>
      <FormField id={name} label={label} error={error}>
        <Input id={name} name={name} aria-required="true" {...describedBy(name, error)} {...input} />
      </FormField>
    </div>
  );
}

const SELECT_CLASS =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** A native select: it submits without JavaScript and brings the phone's own picker. */
export function SignupSelectField({
  name,
  label,
  error,
  className,
  placeholder,
  options,
  defaultValue,
}: FieldProps & {
  placeholder: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
}) {
  return (
    <div className={className}>
      <FormField id={name} label={label} error={error}>
        {/* keyed by the kept value: a select takes its default only when it mounts, and React resets the form */}
        <select
          key={defaultValue ?? ""}
          id={name}
          name={name}
          defaultValue={defaultValue ?? ""}
          aria-required="true"
          className={cn(SELECT_CLASS, !defaultValue && "text-muted-foreground")}
          {...describedBy(name, error)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-foreground">
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
