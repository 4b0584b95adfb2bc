import { LOCALE, TIME_ZONE } from "@/lib/i18n/constants";

// The storefront's client islands import lib/pt-br-number itself: this module's date helpers would otherwise
// ride in every page's first load (product.md D12).
export { formatCount, formatMoney, formatRating } from "@/lib/pt-br-number";

/**
 * Built on first use, not when the module loads: the first Intl.DateTimeFormat a browser builds costs 15–40 ms
 * (ICU), and most islands that import this module (the cart, checkout, the panels' money columns) format no
 * date at all (product.md D12).
 */
function lazyFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options }));
}
const dateFormat = lazyFormat({ day: "2-digit", month: "2-digit", year: "numeric" });
const timeFormat = lazyFormat({ hour: "2-digit", minute: "2-digit" });

function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  // A bare calendar date is a day in Brazil, not midnight UTC of the previous evening.
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00-03:00` : value);
}

/** pt-BR date, dd/mm/aaaa, in the stores' time zone. */
export function formatDate(value: string | Date): string {
  return dateFormat().format(toDate(value));
}

/** pt-BR time, HH:mm, in the stores' time zone. */
export function formatTime(value: string | Date): string {
  return timeFormat().format(toDate(value));
}

/** The date and time parts of an instant; the catalogue's `format.dateTime` joins them ('… às …'). */
export function dateTimeParts(value: string | Date): { date: string; time: string } {
  return { date: formatDate(value), time: formatTime(value) };
}

/** product.md §9: avatar initials, the first letters of the name's words, up to 2, upper-case. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase(LOCALE))
    .join("");
}

export const DISPLAY_NAME_MAX = 15;

/** product.md §2: nome_mostrado, else the first 15 characters of the e-mail part before the at-sign. */
export function displayName(user: {
  email: string;
  profile?: { nome_mostrado: string | null } | null;
}): string {
  const nickname = user.profile?.nome_mostrado?.trim();
  if (nickname) return nickname;
  const local = user.email.split("@")[0] ?? "";
  return local.slice(0, DISPLAY_NAME_MAX);
}

/** product.md §9: the rounded share of a total, in percent; 0 when the total is 0. */
export function progressPercent(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((part / total) * 100);
}
