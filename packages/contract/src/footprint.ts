import { z } from 'zod';
import { emailIdSchema } from './connections';
import { callResponseSchema } from './envelope';

/**
 * "Your footprint": how many of a mailbox's companies first wrote to it in each year, by where
 * the person stands with them — still pending, marked needed, asked (a request under way or
 * failed) and done.
 */
export const footprintBodySchema = z.object({ emailId: emailIdSchema }).strict();
export type FootprintBody = z.input<typeof footprintBodySchema>;

export const FOOTPRINT_PARTS = [
  { key: 'pending', label: 'Still pending' },
  { key: 'needed', label: 'Needed' },
  { key: 'asked', label: 'Asked' },
  { key: 'done', label: 'Done' },
] as const;
export type FootprintPart = (typeof FOOTPRINT_PARTS)[number]['key'];

export const footprintYearSchema = z.object({
  year: z.number().int(),
  pending: z.number().int(),
  needed: z.number().int(),
  asked: z.number().int(),
  done: z.number().int(),
});
export type FootprintYear = z.infer<typeof footprintYearSchema>;

export const footprintResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.array(footprintYearSchema) }),
);
export type FootprintResponse = z.infer<typeof footprintResponseSchema>;
