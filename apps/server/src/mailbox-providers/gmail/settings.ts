import { z } from 'zod';
import type { ProviderSettings } from '../provider';

/** Google's limit of a Cloud project's Gmail units a minute, for all its users together. */
export const GMAIL_PROJECT_UNITS_PER_MINUTE = 1_200_000;

const schema = z
  .object({
    GMAIL_API_URL: z.url().default('https://gmail.googleapis.com'),
    GMAIL_QUOTA: z.enum(['current', 'legacy']).default('current'),
    // Google's per-project limit, the same for both regimes
    // (developers.google.com/workspace/gmail/api/reference/quota).
    GMAIL_PROJECT_UNITS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(100)
      .default(GMAIL_PROJECT_UNITS_PER_MINUTE),
  })
  .transform((e) => ({
    /** Where the Gmail API calls go (tests point it at loopback). */
    apiUrl: e.GMAIL_API_URL.replace(/\/$/, ''),
    /** The Google Cloud project's Gmail prices and per-user limit (see `GMAIL_QUOTAS`). */
    quota: e.GMAIL_QUOTA,
    /** The Cloud project's Gmail units a minute, kept across every worker process. */
    projectUnitsPerMinute: e.GMAIL_PROJECT_UNITS_PER_MINUTE,
  }));

export type GmailSettings = z.output<typeof schema>;

export const gmailSettings: ProviderSettings<GmailSettings> = {
  schema,
  docs: [
    {
      names: ['GMAIL_API_URL'],
      default: '`https://gmail.googleapis.com`',
      meaning: 'Gmail API base (tests point it at a local emulator)',
    },
    {
      names: ['GMAIL_QUOTA'],
      default: '`current`',
      meaning: "Your Cloud project's Gmail prices: `current` (projects from May 2026) or `legacy`",
    },
    {
      names: ['GMAIL_PROJECT_UNITS_PER_MINUTE'],
      default: '`1200000`',
      meaning: "Your Cloud project's Gmail units a minute, all users together, kept across workers",
    },
  ],
};
