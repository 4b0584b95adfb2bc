"use client";

import { cn } from "@/lib/utils";

export type Choice<T extends string> = { value: T; label: string; hint?: string; icon?: React.ReactNode };

/**
 * A native radio group drawn as cards: arrow keys, labels and form semantics come from the browser. `list`
 * stacks the cards (addresses, whose hints are long); `grid` sets short choices side by side from 640 px.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
  disabled,
  layout = "grid",
  describedBy,
  className,
}: {
  legend: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange(value: T): void;
  disabled?: boolean;
  layout?: "grid" | "list";
  /** the id of a message about the whole group (an error beside it) */
  describedBy?: string;
  className?: string;
}) {
  return (
    <fieldset
      className={cn("flex min-w-0 flex-col gap-3", className)}
      disabled={disabled}
      aria-describedby={describedBy}
    >
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <div
        className={cn("grid gap-3", layout === "grid" && "sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]")}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-checked:border-primary has-checked:bg-secondary has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:bg-muted has-disabled:text-muted-foreground"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <span className="flex min-w-0 flex-col gap-1">
              <span className="flex items-center gap-2 font-medium">
                {choice.icon}
                {choice.label}
              </span>
              {choice.hint ? (
                <span className="text-sm break-words text-muted-foreground">{choice.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
