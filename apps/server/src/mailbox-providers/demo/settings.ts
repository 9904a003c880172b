import { z } from 'zod';
import type { ProviderSettings } from '../provider';

const schema = z
  .object({
    DEMO_MAILBOX: z.stringbool().optional(),
    DEMO_UNSUBSCRIBE_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^https$/ }).optional(),
    ),
  })
  .transform((e) => ({ isAsked: e.DEMO_MAILBOX, unsubscribeUrl: e.DEMO_UNSUBSCRIBE_URL }));

/** `DEMO_MAILBOX` as given: true or false decides, unset leaves it to the default. */
export type DemoSettings = z.output<typeof schema>;

export const demoSettings: ProviderSettings<DemoSettings> = {
  schema,
  docs: [
    {
      names: ['DEMO_MAILBOX'],
      default: 'on without Google/Microsoft; off in production',
      meaning: 'Offer the demo mailbox to connect; `true` or `false` overrides the default',
    },
    {
      names: ['DEMO_UNSUBSCRIBE_URL'],
      default: 'unset',
      meaning:
        'An HTTPS stand-in the demo newsletters name as their one-click unsubscribe (RFC 8058); unset, only their mailto',
    },
  ],
};
