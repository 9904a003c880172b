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

/** Which mailed code a path checks; the identity service files codes under these types. */
export type CodeType = 'email-verification' | 'forget-password';

/** What the identity API accepts on one path, and the limits on it. */
export interface IdentityEndpointPolicy {
  method: 'GET' | 'POST';
  body?: z.ZodType<Record<string, unknown>>;
  perIp: RateLimitRule;
  /** Counted on every call with an address. */
  perAddress?: RateLimitRule;
  /**
   * Counted per address and client IP, and given back when the call succeeds: only failures
   * count, so nobody can lock a person out by signing in as them, from elsewhere, with a
   * wrong password.
   */
  failuresPerAddressAndIp?: RateLimitRule;
  /** Failures per address from anywhere: the ceiling for a guesser with many addresses. */
  failuresPerAddress?: RateLimitRule;
  /** The path checks a mailed code (`otp`) of this type: it is judged and counted here first. */
  checksCode?: CodeType;
  /**
   * A refused answer (401) is sent no sooner than this after the request came in, so the time it
   * takes does not tell an unknown address from a wrong password (their work differs by a lookup).
   */
  refusalFloorMs?: number;
  /**
   * Whose sessions a successful call ends: the caller's (sign-out, password change) or those of
   * the address in the body (password reset). This process forgets them from its session cache
   * before it answers, so the old cookie opens nothing even before the change notification comes.
   */
  endsSessionsOf?: 'caller' | 'address';
}

/** Reads with no body: a generous ceiling against floods. */
const READ_LIMIT: RateLimitRule = { name: 'identity:ip', max: 600, windowSeconds: MINUTE };
const SEND_CODE_PER_ADDRESS: RateLimitRule = {
  name: 'send-code:address',
  max: 5,
  windowSeconds: 10 * MINUTE,
};
const SEND_CODE_PER_IP: RateLimitRule = { name: 'send-code:ip', max: 50, windowSeconds: HOUR };

/**
 * The identity paths the web app uses, and nothing else: every other path of the identity
 * library answers 404, so none of its other endpoints (some without per-address limits or
 * input checks) can be reached from outside. Keyed by path below `/api/auth`.
 */
export const IDENTITY_ENDPOINT_POLICIES: Readonly<Record<string, IdentityEndpointPolicy>> = {
  '/get-session': { method: 'GET', perIp: READ_LIMIT },
  '/list-accounts': { method: 'GET', perIp: READ_LIMIT },
  '/oauth2/callback/google': { method: 'GET', perIp: READ_LIMIT },
  '/oauth2/callback/microsoft': { method: 'GET', perIp: READ_LIMIT },
  '/sign-out': { method: 'POST', perIp: READ_LIMIT, endsSessionsOf: 'caller' },
  '/sign-in/email': {
    method: 'POST',
    body: z.looseObject({ ...signInSchema.shape, callbackURL: optionalUrl }),
    perIp: { name: 'sign-in:ip', max: 100, windowSeconds: 10 * MINUTE },
    failuresPerAddressAndIp: {
      name: 'sign-in-failures:address-ip',
      max: 10,
      windowSeconds: 10 * MINUTE,
    },
    failuresPerAddress: { name: 'sign-in-failures:address', max: 100, windowSeconds: HOUR },
    refusalFloorMs: 150,
  },
  '/sign-up/email': {
    method: 'POST',
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
    method: 'POST',
    body: z.looseObject({
      email: emailSchema,
      type: z.enum(['email-verification', 'forget-password']),
    }),
    perAddress: SEND_CODE_PER_ADDRESS,
    perIp: SEND_CODE_PER_IP,
  },
  '/email-otp/request-password-reset': {
    method: 'POST',
    body: z.looseObject({ email: emailSchema }),
    perAddress: SEND_CODE_PER_ADDRESS,
    perIp: SEND_CODE_PER_IP,
  },
  '/email-otp/verify-email': {
    method: 'POST',
    body: z.looseObject({ email: emailSchema, otp: verificationCodeSchema }),
    perAddress: { name: 'verify-code:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'verify-code:ip', max: 100, windowSeconds: 10 * MINUTE },
    checksCode: 'email-verification',
  },
  '/email-otp/reset-password': {
    method: 'POST',
    body: z.looseObject({
      email: emailSchema,
      otp: verificationCodeSchema,
      password: newPasswordSchema,
    }),
    perAddress: { name: 'reset:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'reset:ip', max: 100, windowSeconds: 10 * MINUTE },
    checksCode: 'forget-password',
    endsSessionsOf: 'address',
  },
  '/change-password': {
    method: 'POST',
    // A new password ends every other session, whatever the client asks: whoever knew the old
    // one and signed in elsewhere is signed out there.
    body: z
      .looseObject({
        currentPassword: z.string().min(1, 'Old Password is required').max(128),
        newPassword: newPasswordSchema,
        revokeOtherSessions: z.boolean().optional(),
      })
      .transform((input) => ({ ...input, revokeOtherSessions: true })),
    perIp: { name: 'change-password:ip', max: 20, windowSeconds: 10 * MINUTE },
    endsSessionsOf: 'caller',
  },
  '/sign-in/oauth2': {
    method: 'POST',
    body: z.looseObject({ providerId: z.enum(['google', 'microsoft']), callbackURL: optionalUrl }),
    perIp: { name: 'oauth:ip', max: 60, windowSeconds: 10 * MINUTE },
  },
};
