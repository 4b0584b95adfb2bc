"use server";

import { redirect } from "next/navigation";
import { z } from "zod";

import { MAX_IDENTIFIER_LENGTH, MAX_PASSWORD_LENGTH } from "@/lib/auth/limits";
import { loginErrorKey } from "@/lib/auth/login-errors";
import { safeNextPath } from "@/lib/auth/safe-next";
import { signIn } from "@/lib/auth/sign-in";
import { formFailure } from "@/lib/forms/result";
import { validatedAction } from "@/lib/forms/validated-action";
import { markRateLimited } from "@/lib/server/rate-limited-reply";

const EMPTY = `errors.${loginErrorKey({ kind: "empty" })}`;
const TOO_LONG = `errors.${loginErrorKey({ kind: "tooLong" })}`;

// product.md §5: both fields required; lengths bounded so no oversized input reaches the backend
const loginSchema = z.object({
  identifier: z.string().trim().min(1, EMPTY).max(MAX_IDENTIFIER_LENGTH, TOO_LONG),
  password: z.string().min(1, EMPTY).max(MAX_PASSWORD_LENGTH, TOO_LONG),
  // where the visitor was going (e.g. /checkout); never an error: safeNextPath drops anything unsafe
  next: z.string(),
});

/**
 * Sign in, then go back to the page the visitor was sent here from when it is a same-site page they may
 * open, else straight to the user's area (product.md §6); the typed identifier survives a failure.
 */
export const login = validatedAction(
  { schema: loginSchema, namespace: "login", keep: ["identifier"] },
  async ({ identifier, password, next }, t) => {
    const outcome = await signIn(identifier, password);
    if (!outcome.ok) {
      const key = loginErrorKey(outcome.failure);
      // the page keeps its message and the typed identifier; the reply itself says 429 with Retry-After
      if (key === "rateLimited") markRateLimited();
      return formFailure(t(`errors.${key}`));
    }
    redirect(safeNextPath(next, outcome.type));
  },
);
