import {
  emailSchema,
  newPasswordSchema,
  personNameSchema,
  signInSchema,
  verificationCodeSchema,
} from '@reclaim/contract';
import { z } from 'zod';
import type { RateLimitRule } from '../rate-limit/rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const optionalUrl = z.string().max(2048).optional();

/** What the identity API accepts per path, and the limits on it (per address and per client IP). */
export interface IdentityEndpointPolicy {
  body?: z.ZodType<Record<string, unknown>>;
  perAddress?: RateLimitRule;
  perIp: RateLimitRule;
}

export const IDENTITY_ENDPOINT_POLICIES: Record<string, IdentityEndpointPolicy> = {
  '/sign-in/email': {
    body: z.looseObject({ ...signInSchema.shape, callbackURL: optionalUrl }),
    perAddress: { name: 'sign-in:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'sign-in:ip', max: 100, windowSeconds: 10 * MINUTE },
  },
  '/sign-up/email': {
    body: z.looseObject({
      name: personNameSchema,
      email: emailSchema,
      password: newPasswordSchema,
      callbackURL: optionalUrl,
    }),
    perAddress: { name: 'sign-up:address', max: 5, windowSeconds: HOUR },
    perIp: { name: 'sign-up:ip', max: 100, windowSeconds: HOUR },
  },
  '/email-otp/send-verification-otp': {
    body: z.looseObject({
      email: emailSchema,
      type: z.enum(['email-verification', 'forget-password']),
    }),
    perAddress: { name: 'send-code:address', max: 5, windowSeconds: 10 * MINUTE },
    perIp: { name: 'send-code:ip', max: 50, windowSeconds: HOUR },
  },
  '/email-otp/verify-email': {
    body: z.looseObject({ email: emailSchema, otp: verificationCodeSchema }),
    perAddress: { name: 'verify-code:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'verify-code:ip', max: 100, windowSeconds: 10 * MINUTE },
  },
  '/forget-password/email-otp': {
    body: z.looseObject({ email: emailSchema }),
    perAddress: { name: 'send-code:address', max: 5, windowSeconds: 10 * MINUTE },
    perIp: { name: 'send-code:ip', max: 50, windowSeconds: HOUR },
  },
  '/email-otp/request-password-reset': {
    body: z.looseObject({ email: emailSchema }),
    perAddress: { name: 'send-code:address', max: 5, windowSeconds: 10 * MINUTE },
    perIp: { name: 'send-code:ip', max: 50, windowSeconds: HOUR },
  },
  '/email-otp/reset-password': {
    body: z.looseObject({
      email: emailSchema,
      otp: verificationCodeSchema,
      password: newPasswordSchema,
    }),
    perAddress: { name: 'reset:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'reset:ip', max: 100, windowSeconds: 10 * MINUTE },
  },
  '/change-password': {
    body: z.looseObject({
      currentPassword: z.string().min(1, 'Old Password is required').max(128),
      newPassword: newPasswordSchema,
      revokeOtherSessions: z.boolean().optional(),
    }),
    perIp: { name: 'change-password:ip', max: 20, windowSeconds: 10 * MINUTE },
  },
  '/sign-in/oauth2': {
    body: z.looseObject({ providerId: z.enum(['google', 'microsoft']), callbackURL: optionalUrl }),
    perIp: { name: 'oauth:ip', max: 60, windowSeconds: 10 * MINUTE },
  },
};

/** Every other identity call: a generous ceiling against floods. */
export const DEFAULT_IDENTITY_POLICY: IdentityEndpointPolicy = {
  perIp: { name: 'identity:ip', max: 600, windowSeconds: MINUTE },
};
