/** Calendar-day arithmetic on ISO dates (aaaa-mm-dd), in UTC so no time zone shifts a day. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
