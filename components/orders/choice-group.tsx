"use client";

import { cn } from "@/lib/utils";

export type Choice<T extends string> = { value: T; label: string; hint?: string; icon?: React.ReactNode };

/** A native radio group drawn as cards: arrow keys, labels and form semantics come from the browser. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  disabled,
  className,
}: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange(value: T): void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex flex-col gap-3", className)} disabled={disabled}>
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:bg-muted has-disabled:text-muted-foreground"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4 accent-primary"
            />
            <span className="flex flex-col gap-1">
              <span className="flex items-center gap-2 font-medium">
                {choice.icon}
                {choice.label}
              </span>
              {choice.hint ? <span className="text-sm text-muted-foreground">{choice.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
