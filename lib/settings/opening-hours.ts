import { z } from "zod";

import { weekdays } from "@/lib/catalog/weekdays";
import type { OpeningHours, Weekday } from "@/lib/catalog/types";
import { fieldErrorsOf } from "@/lib/forms/field-errors";

/**
 * The weekly opening-hours editor (/company/config): each weekday open and close times or 'Fechado',
 * saved as the store's `horarios` (supabase/migrations/20250701120000_lojas.sql checks the same shape). product.md §4 reads a day as [open, close) on the same date, so an open day must close later
 * than it opens; a closed day keeps its times unchecked (they come back when it reopens).
 * Error values are `companySettings.errors` message keys.
 */

/** The editor's rows, Monday first (product.md §3: weekday keys monday to sunday). */
export const EDITOR_DAYS: readonly Weekday[] = weekdays;

export type DayDraft = { open: string; close: string; closed: boolean };
export type WeekDraft = Record<Weekday, DayDraft>;

export type HoursErrorKey = "timeRequired" | "timeInvalid" | "closeBeforeOpen";
export type HoursErrors = Partial<Record<Weekday, Partial<Record<"open" | "close", HoursErrorKey>>>>;
/** One time box of the editor, as a form result names it ('monday.open'). */
export type HoursField = `${Weekday}.${"open" | "close"}`;

/** The week's errors as one flat message per time box, in the form result's shape. */
export function flatHoursErrors<M>(errors: HoursErrors, message: (key: HoursErrorKey) => M) {
  const flat: Partial<Record<HoursField, M>> = {};
  for (const [day, times] of Object.entries(errors) as [Weekday, HoursErrors[Weekday]][]) {
    for (const [time, key] of Object.entries(times ?? {}) as ["open" | "close", HoursErrorKey][]) {
      flat[`${day}.${time}`] = message(key);
    }
  }
  return flat;
}

// Times a day gets when it was missing (product.md §4: a missing day counts as closed).
const MISSING_DAY: DayDraft = { open: "08:00", close: "18:00", closed: true };

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const time = z.string().trim().min(1, "timeRequired").regex(HHMM, "timeInvalid");

const openDaySchema = z
  .object({ open: time, close: time })
  // Zero-padded "HH:MM" strings compare in clock order.
  .refine((day) => day.close > day.open, { message: "closeBeforeOpen", path: ["close"] });

/** All seven days of a company's hours, Monday first; a missing day becomes a closed one. */
export function toWeekDraft(openingHours: OpeningHours): WeekDraft {
  return Object.fromEntries(
    weekdays.map((day) => [day, { ...(openingHours[day] ?? MISSING_DAY) }]),
  ) as WeekDraft;
}

function dayErrors(day: DayDraft): Partial<Record<"open" | "close", HoursErrorKey>> | undefined {
  if (day.closed) return undefined;
  const parsed = openDaySchema.safeParse(day);
  if (parsed.success) return undefined;
  const { open, close } = fieldErrorsOf<"open" | "close">(parsed.error.issues);
  const errors: Partial<Record<"open" | "close", HoursErrorKey>> = {};
  if (open) errors.open = open as HoursErrorKey;
  if (close) errors.close = close as HoursErrorKey;
  return errors;
}

export type HoursValidation = { ok: true; data: OpeningHours } | { ok: false; errors: HoursErrors };

const dayDraftSchema = z.object({ open: z.string(), close: z.string(), closed: z.boolean() });
/** The editor's whole week as it arrives at the server: seven days of strings and a switch. */
export const weekDraftSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayDraftSchema])) as Record<Weekday, typeof dayDraftSchema>,
);

/** Not a week the editor could send (a forged call): refused as a whole. */
export function isWeekDraft(value: unknown): value is WeekDraft {
  return weekDraftSchema.safeParse(value).success;
}

/** The week as the storefront stores it, or a message key per failing day and field. */
export function validateOpeningHours(draft: WeekDraft): HoursValidation {
  const errors: HoursErrors = {};
  for (const day of weekdays) {
    const failed = dayErrors(draft[day]);
    if (failed) errors[day] = failed;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const data = Object.fromEntries(
    weekdays.map((day) => {
      const { open, close, closed } = draft[day];
      // A closed day's times were not checked: keep them only if they still make a valid range.
      const valid = openDaySchema.safeParse({ open, close }).success;
      return [day, valid ? { open: open.trim(), close: close.trim(), closed } : { ...MISSING_DAY, closed }];
    }),
  ) as OpeningHours;
  return { ok: true, data };
}
