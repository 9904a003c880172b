import { createHash } from 'node:crypto';
import { PASSWORD_SCREEN_MESSAGES } from '@reclaim/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isCommonPassword } from './common-passwords';

/** How long a breached-password look-up may take before the password is let through on the list. */
const RANGE_LOOKUP_TIMEOUT_MS = 3_000;

/** Refuses a new password that guessing tools would try early; resolves when it may be used. */
export type PasswordScreen = (password: string, field: string) => Promise<void>;

/**
 * Screens new passwords (sign-up, reset, change). Always against the list of the most common
 * passwords bundled with Reclaim, offline. When an operator sets `PWNED_PASSWORDS_URL`, also
 * against Have I Been Pwned's breached passwords by k-anonymity: only the first 5 hex digits of
 * the password's SHA-1 leave the server, and the answer lists every breached suffix under that
 * prefix, padded so its size tells nothing either. A look-up that fails or is slow lets the
 * password through on the list alone: the service is an extra, not a gate for sign-ups.
 */
export function createPasswordScreen(options: {
  pwnedPasswordsUrl: string | undefined;
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
}): PasswordScreen {
  const fetchRange = options.fetch ?? fetch;
  return async (password, field) => {
    if (isCommonPassword(password)) throw refusal('PASSWORD_COMMON', field);
    if (!options.pwnedPasswordsUrl) return;
    const digest = createHash('sha1').update(password).digest('hex').toUpperCase();
    const [prefix, suffix] = [digest.slice(0, 5), digest.slice(5)];
    try {
      const response = await fetchRange(
        `${options.pwnedPasswordsUrl.replace(/\/$/, '')}/range/${prefix}`,
        {
          headers: { 'add-padding': 'true' },
          signal: AbortSignal.timeout(RANGE_LOOKUP_TIMEOUT_MS),
        },
      );
      if (!response.ok) throw new Error(`The range look-up answered ${response.status}`);
      if (isListedInRange(await response.text(), suffix)) {
        throw refusal('PASSWORD_BREACHED', field);
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      options.logger.warn({ err: error }, 'The breached-password look-up failed; list only');
    }
  };
}

/** Whether a range answer (`SUFFIX:COUNT` lines) lists the suffix as seen (padding has count 0). */
function isListedInRange(range: string, suffix: string): boolean {
  return range.split(/\r?\n/).some((line) => {
    const [listed, count] = line.trim().split(':');
    return listed?.toUpperCase() === suffix && Number(count) > 0;
  });
}

function refusal(reason: keyof typeof PASSWORD_SCREEN_MESSAGES, field: string): AppError {
  const message = PASSWORD_SCREEN_MESSAGES[reason];
  return new AppError('invalid_input', message, [{ path: field, message }], reason);
}
