"use client";

import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
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
  const errorId = useId();
  const invalid = parseHexColor(draft) === null;
  const label = t(field);

  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{label}</legend>
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
        <Label htmlFor={hexId} className="sr-only">
          {t("hexLabel", { label })}
        </Label>
        <Input
          id={hexId}
          value={draft}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          className="font-mono uppercase"
          onChange={(event) => {
            setDraft(event.target.value);
            const parsed = parseHexColor(event.target.value);
            if (parsed) onChange(parsed);
          }}
        />
      </div>
      {invalid ? (
        <p id={errorId} className="text-xs text-destructive">
          {t("invalidHex")}
        </p>
      ) : null}
    </fieldset>
  );
}
