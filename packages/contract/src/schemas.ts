import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
} from './constants';
import { tooLongMessage } from './field-limits';
import { offeredProviderSchema } from './mailbox-providers';
import { isPasswordCompliant } from './password-policy';

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, tooLongMessage(EMAIL_MAX_LENGTH))
  .pipe(z.email('Enter a valid email address'));

export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(NAME_MAX_LENGTH, tooLongMessage(NAME_MAX_LENGTH));

/** A password that meets the policy of spec §5. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH))
  .refine(isPasswordCompliant, 'Password must meet requirements');

/**
 * A mailed 6-digit code as people paste it: spaces and hyphens around or between the digits
 * (" 997 647 ", "997-647") are dropped, not refused.
 */
export const verificationCodeSchema = z
  .string()
  .max(32, 'Enter the 6-digit code')
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Enter the 6-digit code'),
  );

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH)),
});
export type SignIn = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignUp = z.infer<typeof signUpSchema>;

export const confirmSignUpSchema = z.object({
  email: emailSchema,
  otp: verificationCodeSchema,
});

export const feedbackRatings = ['1', '2', '3', '4', '5'] as const;

export const feedbackSchema = z.object({
  email: z.union([emailSchema, z.literal('')]).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  message: z
    .string()
    .trim()
    .min(1, 'Please tell us what you think')
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, tooLongMessage(FEEDBACK_MESSAGE_MAX_LENGTH)),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const publicConfigSchema = z.object({
  socialProviders: z.object({ google: z.boolean(), microsoft: z.boolean() }),
  /** Every kind of mailbox, in the order the web app lists them, and whether it can connect. */
  mailboxProviders: z.array(offeredProviderSchema),
  introVideoUrl: z.string().nullable(),
  isOutboxVisible: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  queue: z.enum(['up', 'down', 'not-running']),
  roles: z.array(z.enum(['web', 'worker'])),
});
export type Health = z.infer<typeof healthSchema>;

/** Body of a 400 answer: which fields failed and why. */
export const validationErrorSchema = z.object({
  statusCode: z.literal(400),
  error: z.literal('Bad Request'),
  message: z.string(),
  fields: z.array(z.object({ path: z.string(), message: z.string() })),
});
export type ValidationError = z.infer<typeof validationErrorSchema>;
