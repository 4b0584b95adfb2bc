"use client";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

import type { FieldControlProps } from "@/components/forms/field";
import type { FieldSpec } from "./store-profile-fields";

type StoreProfileInputProps = FieldControlProps & {
  field: FieldSpec;
  value: string;
  placeholder: string;
  onChange(value: string): void;
};

/** The control of one profile field: a textarea, or an input with an optional prefix such as 'R$'. */
export function StoreProfileInput({ field, value, placeholder, onChange, ...aria }: StoreProfileInputProps) {
  const shared = { ...aria, name: field.name, value, placeholder };
  if (field.multiline)
    return <Textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />;
  return (
    <div className="relative">
      {field.prefix ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
        >
          {field.prefix}
        </span>
      ) : null}
      <Input
        {...shared}
        type={field.type ?? "text"}
        inputMode={field.inputMode}
        autoComplete={field.autoComplete}
        className={cn(field.prefix && "pl-10")}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
