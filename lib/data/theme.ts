import "server-only";

import type { Theme } from "@/lib/admin/types";
import { defaultTheme } from "@/fixtures/theme";

/** product.md §9: the default theme the admin's colour editor starts from and resets to. */
export function getDefaultTheme(): Theme {
  return { ...defaultTheme };
}
