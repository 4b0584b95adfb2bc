/** Calendar-day arithmetic on ISO dates (aaaa-mm-dd), in UTC so no time zone shifts a day. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included. */
export function dateRange(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** aaaa-mm of an ISO date. */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}
