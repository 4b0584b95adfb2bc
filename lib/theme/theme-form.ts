import { z } from "zod";

import { fieldErrorsOf } from "@/lib/forms/field-errors";
import { checkThemeContrast, type ContrastIssue } from "@/lib/theme/contrast";
import { HEADER_STYLES, RADIUS_PX, radiusToPx, type EditableTheme } from "@/lib/theme/editor";

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9A-Fa-f]{6}$/, "invalidHex");

/** Keys of adminTheme.errors; the radius stays inside the editor's slider (0 to 24 px). */
export const themeFormSchema = z.object({
  primaryColor: colour,
  secondaryColor: colour,
  accentColor: colour,
  backgroundColor: colour,
  textColor: colour,
  headerStyle: z.enum(HEADER_STYLES, { error: "invalidHeaderStyle" }),
  borderRadius: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,4})?(rem|px)$/, "invalidRadius")
    .refine((radius) => {
      const px = Number.parseFloat(radius) * (radius.endsWith("rem") ? 16 : 1);
      return px >= RADIUS_PX.min && px <= RADIUS_PX.max && radiusToPx(radius) === Math.round(px);
    }, "invalidRadius"),
});

export type ThemeFormErrors = Partial<Record<keyof EditableTheme, string>>;

export type ThemeFormResult =
  { ok: true; theme: EditableTheme } | { ok: false; fieldErrors: ThemeFormErrors; contrast: ContrastIssue[] };

/**
 * The editor's values as a theme the site may use: well-formed, and every colour pair at WCAG AA
 * (lib/theme/contrast.ts). A refused theme says which fields are malformed and which pairs are too faint.
 */
export function validateTheme(values: unknown): ThemeFormResult {
  const parsed = themeFormSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, fieldErrors: fieldErrorsOf<keyof EditableTheme>(parsed.error.issues), contrast: [] };
  }
  const contrast = checkThemeContrast(parsed.data);
  if (contrast.length > 0) return { ok: false, fieldErrors: {}, contrast };
  return { ok: true, theme: parsed.data };
}
