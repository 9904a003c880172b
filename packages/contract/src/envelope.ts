import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './constants';

/**
 * Every call of spec §7 is a POST of `{ requestInfo, requestBody }`. `userName` is the caller's
 * e-mail; the server checks it against the session and never takes identity from it.
 */
export const requestInfoSchema = z.object({
  userName: z.string().trim().min(1, 'userName is required').max(EMAIL_MAX_LENGTH),
  token: z.string().max(4096).optional(),
});
export type RequestInfo = z.infer<typeof requestInfoSchema>;

/** The request of a call, with its `requestBody` schema (or none). */
export function callRequestSchema<Body extends z.ZodType>(requestBody: Body) {
  return z.object({ requestInfo: requestInfoSchema, requestBody });
}

export const noRequestBodySchema = z.object({}).strict().optional();

/** The answer of a call: spec §7 envelopes under `data`. */
export function callResponseSchema<Data extends z.ZodType>(data: Data) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export const ACCOUNT_DELETED_MESSAGE = 'Account Deleted Successfully.';

export const deleteAccountRequestSchema = callRequestSchema(noRequestBodySchema);
export const deleteAccountResponseSchema = callResponseSchema(z.object({}).strict());
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
