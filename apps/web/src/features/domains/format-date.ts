const FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the spec shows it: 'Mon D, YYYY' (e.g. 'Jan 5, 2024'); '-' when there is none. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '-' : FORMAT.format(date);
}
