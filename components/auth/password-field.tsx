import { PasswordInput } from "@/components/auth/password-input";
import { Field } from "@/components/forms/field";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";

type PasswordFieldProps = {
  name: "currentPassword" | "newPassword" | "password" | "confirmPassword";
  label: string;
  error?: string;
  hint?: string;
  placeholder?: string;
};

/**
 * One password of the sign-up, change and new-password forms: never prefilled, the browser offers its saved one
 * (or a new one, for any password but the current one).
 */
export function PasswordField({ name, label, error, hint, placeholder }: PasswordFieldProps) {
  return (
    <Field id={name} label={label} error={error} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={name === "currentPassword" ? "current-password" : "new-password"}
          placeholder={placeholder}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-required="true"
        />
      )}
    </Field>
  );
}
