import {
  domainRecordSchema,
  requestTypeSchema,
  type DomainRecord,
  type RequestType,
} from '@reclaim/contract';
import { MAX_DELETION_REQUESTS_PER_BATCH } from '@reclaim/contract/constants';
import { z } from 'zod';

/** The pages a preview route was opened from, and goes back to when done. */
export const PREVIEW_RETURN_PATHS = ['/my-data', '/alldomains'] as const;
export type PreviewReturnPath = (typeof PREVIEW_RETURN_PATHS)[number];

export const SINGLE_PREVIEW_PATH = '/request-deletion';
export const MULTIPLE_PREVIEW_PATH = '/request-deletion-multiple';

/**
 * What a preview route is handed in the router's state (the browser keeps it in the history
 * entry, so a reload keeps it): the companies, and where to go back to. Nothing of it is in the
 * URL, which would carry the person's companies into logs and shared links.
 */
const previewStateSchema = z.object({
  records: z.array(domainRecordSchema).min(1).max(MAX_DELETION_REQUESTS_PER_BATCH),
  returnTo: z.enum(PREVIEW_RETURN_PATHS),
  /** What the requests ask at first; erasure when absent. */
  requestType: requestTypeSchema.optional(),
});
export type PreviewState = z.infer<typeof previewStateSchema>;

/** Where the preview lives for these records (spec §2), and the state that goes with it. */
export function previewLocation(
  records: readonly DomainRecord[],
  fromPath: string,
  isSelection: boolean,
  requestType?: RequestType,
): { to: string; state: PreviewState } {
  const returnTo = PREVIEW_RETURN_PATHS.find((path) => path === fromPath) ?? '/my-data';
  const state = { records: [...records], returnTo, ...(requestType && { requestType }) };
  if (isSelection) return { to: MULTIPLE_PREVIEW_PATH, state };
  const [record] = records;
  return { to: `${SINGLE_PREVIEW_PATH}?id=${encodeURIComponent(record?.id ?? '')}`, state };
}

/**
 * The state of a preview route, or null when it has none that fits (a deep link, a link from
 * another tab, a single preview whose `id` names another record): the page then goes to /my-data.
 */
export function readPreviewState(
  state: unknown,
  expected: { kind: 'single'; id: string | null } | { kind: 'multiple' },
): PreviewState | null {
  const parsed = previewStateSchema.safeParse(state);
  if (!parsed.success) return null;
  if (expected.kind === 'multiple') return parsed.data;
  const [record] = parsed.data.records;
  return parsed.data.records.length === 1 && record?.id === expected.id ? parsed.data : null;
}
