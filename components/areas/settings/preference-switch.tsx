"use client";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type PreferenceSwitchProps = {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
};

/** One on/off preference: its label names the switch, its description is read after it. */
export function PreferenceSwitch({
  id,
  label,
  description,
  checked,
  onCheckedChange,
}: PreferenceSwitchProps) {
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
}
