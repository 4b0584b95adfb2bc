"use client";

import { useTranslations } from "next-intl";

import { Field } from "@/components/forms/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { Weekday } from "@/lib/catalog/types";
import type { DayDraft } from "@/lib/settings/opening-hours";
import { weekdayLabel } from "@/lib/store/opening-hours";

type DayHoursRowProps = {
  day: Weekday;
  value: DayDraft;
  /** the messages under its time boxes, in Portuguese */
  errors: Partial<Record<"open" | "close", string>>;
  onChange(next: DayDraft): void;
};

/** One weekday of the editor: open or 'Fechado', and its opening and closing times. */
export function DayHoursRow({ day, value, errors, onChange }: DayHoursRowProps) {
  const t = useTranslations("companySettings");
  const id = `hours-${day}`;
  const times = [
    { field: "open", label: t("opensAt") },
    { field: "close", label: t("closesAt") },
  ] as const;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-name`}
      className="grid grid-cols-2 items-start gap-x-4 gap-y-3 border-b py-4 last:border-b-0 sm:grid-cols-[9rem_8rem_1fr_1fr]"
    >
      <p id={`${id}-name`} className="self-center font-medium">
        {weekdayLabel(day)}
      </p>
      <div className="flex items-center gap-2 self-center justify-self-end sm:justify-self-start">
        <Switch
          id={`${id}-toggle`}
          checked={!value.closed}
          onCheckedChange={(open) => onChange({ ...value, closed: !open })}
        />
        <Label htmlFor={`${id}-toggle`} className="w-14">
          {t("openDay")}
        </Label>
      </div>
      {times.map(({ field, label }) => (
        <Field
          key={field}
          id={`${id}-${field}`}
          label={label}
          labelClassName="text-xs text-muted-foreground"
          error={errors[field]}
          className="gap-1.5"
        >
          {(control) => (
            <Input
              {...control}
              type="time"
              value={value[field]}
              disabled={value.closed}
              onChange={(event) => onChange({ ...value, [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
