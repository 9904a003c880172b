import { REQUEST_TYPE_NAMES, regimeById, type DsrDetails } from '@reclaim/contract';
import { statusLabel } from '../domains/domain-status';
import type { RequestItem } from './requests-api';

/** The columns of the download, in order. */
export const CSV_COLUMNS = [
  'domain',
  'company',
  'contact',
  'requested',
  'sent',
  'due',
  'status',
  'reply seen',
  'failure reason',
  'request',
  'law',
  'language',
] as const;

/**
 * Characters a spreadsheet reads as the start of a formula (and tab and carriage return, which
 * some of them skip before looking): such a cell gets a leading `'`, so a company name or a
 * failure reason can never run as a formula on the person's computer (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, RFC 4180: quoted when it holds a quote, comma or line break; quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows of cells as CSV text, lines ending in CRLF as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** A date as `YYYY-MM-DD` (UTC), which every spreadsheet reads as a date; empty when none. */
function csvDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10);
}

/** A request as the download has it: its company from the lists and, when found, its details. */
export interface RequestRow {
  record: RequestItem;
  /** `_getDsrDetails` of the request; null when the server knows no request for the company. */
  details: Pick<
    DsrDetails,
    | 'contactEmailId'
    | 'createdDate'
    | 'sentDate'
    | 'dueDate'
    | 'failureReason'
    | 'companyReply'
    | 'jurisdiction'
    | 'language'
  > | null;
}

/**
 * One line per request: the company from the lists, the address it went to and its dates from
 * the request itself (the lists carry only the day the status last changed), the status as the
 * page shows it, the day the company's reply was seen in the mailbox, why it failed, what it asked,
 * under which law and in which language (its BCP 47 tag).
 */
export function requestsCsv(rows: readonly RequestRow[]): string {
  const lines = rows.map(({ record, details }) => [
    record.domainName,
    record.name,
    details?.contactEmailId ?? record.dsrContactEmail ?? '',
    csvDate(details?.createdDate ?? null),
    csvDate(details?.sentDate ?? null),
    csvDate(details?.dueDate ?? record.dueDate),
    statusLabel(record),
    csvDate((details?.companyReply ?? record.companyReply)?.date ?? null),
    details?.failureReason ?? record.failureReason ?? '',
    REQUEST_TYPE_NAMES[record.requestType],
    details ? regimeById(details.jurisdiction).label : '',
    details?.language ?? '',
  ]);
  return toCsv([CSV_COLUMNS, ...lines]);
}

/** The download's file name, dated by the person's own calendar day. */
export function csvFileName(now: Date): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `data-subject-requests-${day}.csv`;
}
