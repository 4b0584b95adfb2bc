import "server-only";

import type { Theme } from "@/fixtures/schemas";
import { defaultTheme } from "@/fixtures/theme";

/** spec 9: the default theme the admin's colour editor starts from and resets to. */
export function getDefaultTheme(): Theme {
  return { ...defaultTheme };
}
