import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function ProfileField({
  name,
  label,
  type,
  autoComplete,
  value,
  error,
  onChange,
}: {
  name: string;
  label: string;
  type: "text" | "email" | "tel";
  autoComplete: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
}) {
  const id = `profile-${name}`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
