import { z } from 'zod';
import type { ProviderSettings } from '../provider';

/**
 * Graph's limit of one app's requests across all tenants, in any 10 s
 * (learn.microsoft.com/graph/throttling-limits, "global limits").
 */
export const GRAPH_APP_REQUESTS_PER_10_SECONDS = 130_000;

const schema = z
  .object({
    GRAPH_API_URL: z.url().default('https://graph.microsoft.com'),
    // Graph's limit of one app across all tenants (learn.microsoft.com/graph/throttling-limits).
    GRAPH_APP_REQUESTS_PER_10_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .default(GRAPH_APP_REQUESTS_PER_10_SECONDS),
  })
  .transform((e) => ({
    /** Where the Graph calls go (tests point it at loopback). */
    apiUrl: e.GRAPH_API_URL.replace(/\/$/, ''),
    /** Microsoft Graph requests in any 10 s of the app, kept across every process. */
    appRequestsPer10Seconds: e.GRAPH_APP_REQUESTS_PER_10_SECONDS,
  }));

export type MicrosoftSettings = z.output<typeof schema>;

export const microsoftSettings: ProviderSettings<MicrosoftSettings> = {
  schema,
  docs: [
    {
      names: ['GRAPH_API_URL'],
      default: '`https://graph.microsoft.com`',
      meaning: 'Microsoft Graph base (tests point it at a local emulator)',
    },
    {
      names: ['GRAPH_APP_REQUESTS_PER_10_SECONDS'],
      default: '`130000`',
      meaning:
        "Your Microsoft app's Graph requests in 10 s, all tenants together, kept across workers",
    },
  ],
};
