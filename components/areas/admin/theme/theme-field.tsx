"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Field, FieldSet } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { parseHexColor, type ThemeColorField } from "@/lib/theme/editor";

type ThemeFieldProps = {
  field: ThemeColorField;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * One theme colour: a colour picker and a hex text box kept in step; typed text applies once it is a full
 * hex colour. A newly saved theme remounts it (the editor's key), which also drops a half-typed draft.
 */
export function ThemeField({ field, value, onChange, disabled }: ThemeFieldProps) {
  const t = useTranslations("adminTheme");
  const [draft, setDraft] = useState(value);
  const hexId = useId();
  const invalid = parseHexColor(draft) === null;
  const label = t(field);

  return (
    <FieldSet id={`${hexId}-group`} legend={label} disabled={disabled}>
      <Field
        id={hexId}
        label={t("hexLabel", { label })}
        labelClassName="sr-only"
        error={invalid ? t("invalidHex") : undefined}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              value={value.toLowerCase()}
              aria-label={t("pickerLabel", { label })}
              onChange={(event) => {
                setDraft(event.target.value);
                onChange(event.target.value);
              }}
              className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
            <Input
              {...control}
              value={draft}
              spellCheck={false}
              autoComplete="off"
              maxLength={7}
              className="font-mono uppercase"
              onChange={(event) => {
                setDraft(event.target.value);
                const parsed = parseHexColor(event.target.value);
                if (parsed) onChange(parsed);
              }}
            />
          </div>
        )}
      </Field>
    </FieldSet>
  );
}
