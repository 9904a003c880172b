import { AppError } from '../../lib/app-error';

/** Where a page of a domain list ended, in list order: rank, sort date, domain. */
export interface DomainListPosition {
  listRank: number;
  /** Postgres' own text of the timestamp, so no precision is lost between pages. */
  sortDate: string;
  domain: string;
}

/** The ranks `domain_records.list_rank` is generated with: recommended, needed, the others. */
const LIST_RANKS: ReadonlySet<unknown> = new Set([0, 1, 2]);
const DOMAIN_MAX_LENGTH = 253;
/** Postgres refuses a time zone displacement of 16 hours or more. */
const MAX_OFFSET_SECONDS = 16 * 60 * 60;

/**
 * Postgres' ISO output of a timestamptz: `2024-05-01 09:30:00.123456+00`. The offset has seconds
 * for local mean time before time zones, e.g. `+00:19:32` in Amsterdam before 1937.
 */
const TIMESTAMP_TEXT = new RegExp(
  String.raw`^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2}) ` +
    String.raw`(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(?:\.\d{1,6})?` +
    String.raw`[+-](?<offsetHours>\d{2})(?::(?<offsetMinutes>\d{2}))?(?::(?<offsetSeconds>\d{2}))?$`,
);

/** The opaque `lastKey` a page answers with; the next request sends it as `parsedEmailDataId`. */
export function encodeDomainCursor(position: DomainListPosition): string {
  const { listRank, sortDate, domain } = position;
  return Buffer.from(JSON.stringify([listRank, sortDate, domain])).toString('base64url');
}

/**
 * Reads a cursor back; anything this server did not write is a 400 naming the field. Every part
 * is checked here because a value Postgres refuses (a 13th month, a rank out of smallint's range)
 * would otherwise fail the query with a 500.
 */
export function decodeDomainCursor(cursor: string): DomainListPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      LIST_RANKS.has(value[0]) &&
      typeof value[1] === 'string' &&
      isTimestampText(value[1]) &&
      typeof value[2] === 'string' &&
      value[2].length > 0 &&
      value[2].length <= DOMAIN_MAX_LENGTH
    ) {
      return { listRank: value[0] as number, sortDate: value[1], domain: value[2] };
    }
  } catch {
    // Falls through to the error below.
  }
  throw new AppError('invalid_input', 'The paging cursor is not one this server gave out.', [
    { path: 'body.requestBody.parsedEmailDataId', message: 'Unknown cursor' },
  ]);
}

/** True when `text` has Postgres' shape and names a real moment (no 30 February, no 24:00). */
function isTimestampText(text: string): boolean {
  const groups = TIMESTAMP_TEXT.exec(text)?.groups;
  if (!groups) return false;
  const field = (name: string) => Number(groups[name] ?? 0);
  const [offsetMinutes, offsetSeconds] = [field('offsetMinutes'), field('offsetSeconds')];
  const offset = field('offsetHours') * 3600 + offsetMinutes * 60 + offsetSeconds;
  if (offsetMinutes > 59 || offsetSeconds > 59 || offset >= MAX_OFFSET_SECONDS) return false;
  const [year, month, day] = [field('year'), field('month') - 1, field('day')];
  const [hour, minute, second] = [field('hour'), field('minute'), field('second')];
  if (year < 1) return false;
  // A field out of range rolls over (31 April becomes 1 May); only a real moment comes back as is.
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  date.setUTCHours(hour, minute, second);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}
