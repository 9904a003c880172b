import { accounts, sessions, users, verifications, type Database } from '@reclaim/db';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
  isPasswordCompliant,
} from '@reclaim/contract';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, emailOTP, genericOAuth } from 'better-auth/plugins';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, OAuthClientConfig } from '../../config';
import { findBrowserOrigins } from '../../lib/browser-origins';
import { isEmailProven } from '../../lib/email-proof';
import type { AppMailer } from '../mail/app-mail.service';
import { sendCodeMail } from './code-mail';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { hashPassword, verifyPassword } from './password-hasher';

/**
 * A session ends after a week unused; each day it is used moves the end a week on, up to 30
 * days after sign-in, a cap the database holds (migration 0005, `cap_session_lifetime`).
 */
const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const SESSION_REFRESH_AGE_SECONDS = 24 * 60 * 60;
/** Paths of the identity API that set a password; the policy is checked on each. */
const PASSWORD_PATHS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/email-otp/reset-password': 'password',
  '/change-password': 'newPassword',
  '/reset-password': 'newPassword',
};

export interface AuthDependencies {
  config: Config;
  db: Database;
  authSecret: string;
  mailer: AppMailer;
  logger: FastifyBaseLogger;
}

/** The identity service: e-mail + password with code confirmation, Google and Microsoft sign-in. */
export function createAuth({ config, db, authSecret, mailer, logger }: AuthDependencies) {
  return betterAuth({
    appName: 'Reclaim',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: authSecret,
    trustedOrigins: findBrowserOrigins(config),
    // A declined or failed social sign-in comes back to the login popup, which shows the error.
    onAPIError: { errorURL: `${config.publicUrl}/login` },
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        usePlural: true,
        schema: { users, sessions, accounts, verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: SESSION_TTL_SECONDS, updateAge: SESSION_REFRESH_AGE_SECONDS },
    account: {
      encryptOAuthTokens: true,
      // No provider is trusted by name: a sign-in joins an existing account only when the
      // provider proves the address (see `isEmailProven`), else it is refused.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    // Limits are enforced in front of this service, in the database, so they hold across processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'reclaim',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { disableIpTracking: false },
    },
    logger: {
      level: config.isProduction ? 'error' : 'warn',
      log: (level, message) => logger[level]({ identity: true }, message),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = PASSWORD_PATHS[ctx.path];
        if (!field) return;
        const password: unknown = (ctx.body as Record<string, unknown> | undefined)?.[field];
        if (typeof password !== 'string' || !isPasswordCompliant(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_POLICY',
            message: 'Password must meet requirements',
            fields: [{ path: field, message: 'Password must meet requirements' }],
          });
        }
      }),
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: VERIFICATION_CODE_TTL_SECONDS,
        allowedAttempts: VERIFICATION_CODE_MAX_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        sendVerificationOTP({ email, otp, type }) {
          sendCodeMail({ mailer, logger, config }, { recipient: email, code: otp, purpose: type });
          return Promise.resolve();
        },
      }),
      bearer(),
      genericOAuth({ config: socialSignInProviders(config) }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

function socialSignInProviders(config: Config): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (config.google) providers.push(openIdProvider('google', config.google, true));
  // Microsoft's multi-tenant discovery names a "{tenantid}" issuer; tokens carry the real tenant.
  if (config.microsoft) providers.push(openIdProvider('microsoft', config.microsoft, false));
  return providers;
}

function openIdProvider(
  providerId: 'google' | 'microsoft',
  client: OAuthClientConfig,
  requireIssuerValidation: boolean,
): GenericOAuthConfig {
  return {
    providerId,
    mapProfileToUser: (profile) => ({ emailVerified: isEmailProven(providerId, profile) }),
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    discoveryUrl: `${client.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIssuerValidation,
  };
}
