/** Calendar-day arithmetic on ISO dates (aaaa-mm-dd), in UTC so no time zone shifts a day. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The São Paulo calendar day of an instant, aaaa-mm-dd: the day campaigns start and end on. */
export function saoPauloDay(instant: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}
