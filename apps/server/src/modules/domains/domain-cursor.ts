import { AppError } from '../../lib/app-error';

/** Where a page of a domain list ended, in list order: rank, sort date, domain. */
export interface DomainListPosition {
  listRank: number;
  /** Postgres' own text of the timestamp, so no precision is lost between pages. */
  sortDate: string;
  domain: string;
}

/** Postgres' ISO output of a timestamptz: `2024-05-01 09:30:00.123456+00`. */
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The opaque `lastKey` a page answers with; the next request sends it as `parsedEmailDataId`. */
export function encodeDomainCursor(position: DomainListPosition): string {
  const { listRank, sortDate, domain } = position;
  return Buffer.from(JSON.stringify([listRank, sortDate, domain])).toString('base64url');
}

/** Reads a cursor back; anything this server did not write is a 400 naming the field. */
export function decodeDomainCursor(cursor: string): DomainListPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 3 &&
      Number.isInteger(value[0]) &&
      typeof value[1] === 'string' &&
      TIMESTAMP_TEXT.test(value[1]) &&
      typeof value[2] === 'string'
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
