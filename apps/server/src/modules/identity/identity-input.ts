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
const signInCodeSchema = z.strictObject({ email: emailSchema, otp: verificationCodeSchema });

/** Which mailed code a path checks; the identity service files codes under these types. */
export type CodeType = 'email-verification' | 'forget-password' | 'sign-in';

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
  /** The body field that sets a new password, screened against common and breached ones. */
  setsPassword?: 'password' | 'newPassword';
  /** The path checks a mailed code (`otp`) of this type: it is judged and counted here first. */
  checksCode?: CodeType;
  /**
   * A refused answer (401) is sent no sooner than this after the request came in, so the time it
   * takes does not tell an unknown address from a wrong password (their work differs by a lookup).
   */
  refusalFloorMs?: number;
  /**
   * Whose sessions a successful call ends or changes: the caller's (sign-out, sign-out everywhere,
   * password or name change) or those of the address in the body (password reset). This process
   * forgets them from its session cache before it answers, so an old cookie opens nothing, and no
   * session shows an old name, even before the change notification comes.
   */
  forgetsSessionsOf?: 'caller' | 'address';
  /**
   * The call reaches Google's or Microsoft's issuer: when it cannot be reached, the answer says so
   * (502 with the provider named) instead of failing without a word.
   */
  callsIssuer?: boolean;
}

/** A call that takes no input: an empty object, or no body at all. */
const NO_BODY = z.strictObject({});
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
  '/oauth2/callback/google': { method: 'GET', perIp: READ_LIMIT, callsIssuer: true },
  '/oauth2/callback/microsoft': { method: 'GET', perIp: READ_LIMIT, callsIssuer: true },
  '/sign-out': { method: 'POST', body: NO_BODY, perIp: READ_LIMIT, forgetsSessionsOf: 'caller' },
  // Sign out everywhere: every session of the caller, this one included.
  '/revoke-sessions': {
    method: 'POST',
    body: NO_BODY,
    perIp: { name: 'revoke-sessions:ip', max: 20, windowSeconds: 10 * MINUTE },
    forgetsSessionsOf: 'caller',
  },
  // The name that signs the person's letters, and nothing else of the profile.
  '/update-user': {
    method: 'POST',
    body: z.strictObject({ name: personNameSchema }),
    perIp: { name: 'update-user:ip', max: 20, windowSeconds: 10 * MINUTE },
    forgetsSessionsOf: 'caller',
  },
  '/sign-in/email': {
    method: 'POST',
    body: z.strictObject({
      ...signInSchema.shape,
      callbackURL: optionalUrl,
      rememberMe: z.boolean().optional(),
    }),
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
    body: z.strictObject({
      name: personNameSchema,
      email: emailSchema,
      password: newPasswordSchema,
      callbackURL: optionalUrl,
    }),
    perAddress: { name: 'sign-up:address', max: 5, windowSeconds: HOUR },
    perIp: { name: 'sign-up:ip', max: 100, windowSeconds: HOUR },
    setsPassword: 'password',
  },
  '/email-otp/send-verification-otp': {
    method: 'POST',
    body: z.strictObject({
      email: emailSchema,
      type: z.enum(['email-verification', 'forget-password', 'sign-in']),
    }),
    perAddress: SEND_CODE_PER_ADDRESS,
    perIp: SEND_CODE_PER_IP,
  },
  '/email-otp/request-password-reset': {
    method: 'POST',
    body: z.strictObject({ email: emailSchema }),
    perAddress: SEND_CODE_PER_ADDRESS,
    perIp: SEND_CODE_PER_IP,
  },
  '/email-otp/verify-email': {
    method: 'POST',
    body: z.strictObject({ email: emailSchema, otp: verificationCodeSchema }),
    perAddress: { name: 'verify-code:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'verify-code:ip', max: 100, windowSeconds: 10 * MINUTE },
    checksCode: 'email-verification',
  },
  '/email-otp/reset-password': {
    method: 'POST',
    body: z.strictObject({
      email: emailSchema,
      otp: verificationCodeSchema,
      password: newPasswordSchema,
    }),
    perAddress: { name: 'reset:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'reset:ip', max: 100, windowSeconds: 10 * MINUTE },
    setsPassword: 'password',
    checksCode: 'forget-password',
    forgetsSessionsOf: 'address',
  },
  '/change-password': {
    method: 'POST',
    // A new password ends every other session, whatever the client asks: whoever knew the old
    // one and signed in elsewhere is signed out there.
    body: z
      .strictObject({
        currentPassword: z.string().min(1, 'Old Password is required').max(128),
        newPassword: newPasswordSchema,
        revokeOtherSessions: z.boolean().optional(),
      })
      .transform((input) => ({ ...input, revokeOtherSessions: true })),
    perIp: { name: 'change-password:ip', max: 20, windowSeconds: 10 * MINUTE },
    setsPassword: 'newPassword',
    forgetsSessionsOf: 'caller',
  },
  '/sign-in/oauth2': {
    method: 'POST',
    body: z.strictObject({
      providerId: z.enum(['google', 'microsoft']),
      callbackURL: optionalUrl,
      errorCallbackURL: optionalUrl,
    }),
    perIp: { name: 'oauth:ip', max: 60, windowSeconds: 10 * MINUTE },
    callsIssuer: true,
  },
  // Past the sign-in failure ceiling a password alone no longer opens the account: a code mailed
  // to the address does (decision 45).
  '/sign-in/email-otp': {
    method: 'POST',
    body: signInCodeSchema,
    perAddress: { name: 'sign-in-code:address', max: 10, windowSeconds: 10 * MINUTE },
    perIp: { name: 'sign-in-code:ip', max: 100, windowSeconds: 10 * MINUTE },
    checksCode: 'sign-in',
  },
};
