import { z } from 'zod';
import type { ProviderSettings } from '../provider';

const schema = z
  .object({ DEMO_MAILBOX: z.stringbool().optional() })
  .transform((e) => ({ isAsked: e.DEMO_MAILBOX }));

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
  ],
};
