"use client";

import type { LucideIcon } from "lucide-react";
import { useState, useTransition } from "react";

import { FieldSet } from "@/components/forms/field";
import type { FormResult } from "@/lib/forms/result";
import { cn } from "@/lib/utils";

/**
 * A choice that saves the moment it is picked (the shopper's preferred payment, the advertiser's way to pay the
 * invoice): while saving the new option shows as chosen; if the save fails the choice moves back to the saved one
 * and the error shows beside it.
 */
export function useSavedChoice<V extends string>(
  initial: V | null,
  save: (value: V) => Promise<FormResult>,
  saved: (value: V) => void,
) {
  const [stored, setStored] = useState(initial);
  const [chosen, setChosen] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();

  function choose(value: V) {
    setChosen(value);
    setError(undefined);
    startTransition(async () => {
      const result = await save(value);
      if (result.ok) {
        setStored(value);
        saved(value);
      } else {
        setChosen(stored);
        setError(result.error);
      }
    });
  }

  return { chosen, error, pending, choose };
}

export type ChoiceOption<V extends string> = { value: V; icon: LucideIcon; label: string; hint?: string };

type ChoiceOptionsProps<V extends string> = {
  id: string;
  /** the radios' shared name */
  name: string;
  legend: string;
  options: readonly ChoiceOption<V>[];
  chosen: V | null;
  error?: string;
  onChoose: (value: V) => void;
};

/** The options as radios in bordered rows; never disabled while saving: a disabled radio would drop the focus. */
export function ChoiceOptions<V extends string>({
  id,
  name,
  legend,
  options,
  chosen,
  error,
  onChoose,
}: ChoiceOptionsProps<V>) {
  return (
    <FieldSet
      id={id}
      legend={legend}
      legendClassName="sr-only"
      error={error}
      announce
      className="flex flex-col gap-2"
    >
      {options.map(({ value, icon: Icon, label, hint }) => (
        <label
          key={value}
          className={cn(
            "flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
            chosen === value ? "border-primary bg-secondary" : "hover:bg-muted",
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={chosen === value}
            onChange={() => onChoose(value)}
            className="size-4 accent-primary focus-visible:outline-none"
          />
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="flex flex-col">
            <span className="font-medium">{label}</span>
            {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
          </span>
        </label>
      ))}
    </FieldSet>
  );
}
