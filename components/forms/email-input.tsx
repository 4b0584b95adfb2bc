import type { ComponentProps } from "react";

import { Input } from "@/components/ui/input";
import { MAX_EMAIL_LENGTH } from "@/lib/auth/limits";

/**
 * The e-mail box every form shares (sign-up, business sign-up, forgot password, the admin's user form, the
 * newsletter): `name="email"`, the e-mail keyboard and autofill, no capital letter or spelling fix on a phone,
 * and at most MAX_EMAIL_LENGTH characters. Inside a <Field>, spread its control props as for any <Input>.
 */
export function EmailInput(props: Omit<ComponentProps<typeof Input>, "name" | "type" | "autoComplete">) {
  return (
    <Input
      name="email"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={MAX_EMAIL_LENGTH}
      {...props}
    />
  );
}
