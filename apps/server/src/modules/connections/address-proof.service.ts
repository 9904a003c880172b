import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ADDRESS_CODE_LENGTH,
  ADDRESS_CODE_MAX_ATTEMPTS,
  ADDRESS_CODE_TTL_SECONDS,
} from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import { AppError } from '../../lib/app-error';
import { createKeyedHash } from '../../lib/keyed-hash';
import type { AppMailer } from '../mail/app-mail.service';
import { RateLimitedError, type RateLimiter, type RateLimitRule } from '../rate-limit/rate-limiter';
import { composeAddressCodeMail } from './address-code-mail';
import {
  countCodeAttempt,
  dropAddressCode,
  markAddressProved,
  storeAddressCode,
} from './address-proof.repository';
import { findConnectionOfUser, isDisconnected } from './connections.repository';

export interface AddressProofDependencies {
  db: Database;
  secretKey: Buffer;
  mailer: AppMailer;
  rateLimiter: RateLimiter;
  /** Named in the code mail, so the person knows where to enter the code. */
  publicUrl: string;
  now?: () => Date;
}

const TOO_MANY_CODES = 'Too many codes were asked for. Please wait an hour and try again.';

/**
 * How many codes may be mailed. Per mailbox and per person, enough for lost mails and typos; per
 * address, from everyone together, a bound on the mail anyone can make Reclaim send to someone
 * else's address (anyone may connect any address to a server of their own).
 */
export const ADDRESS_CODE_LIMITS = {
  perConnection: { name: 'address-code:connection', max: 5, windowSeconds: 60 * 60 },
  perUser: { name: 'address-code:user', max: 10, windowSeconds: 60 * 60 },
  perAddress: { name: 'address-code:address', max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** A new code waits this long after the last one: a double click must not void the first. */
export const ADDRESS_CODE_RESEND_AFTER_SECONDS = 60;
const RESEND_AFTER_MS = ADDRESS_CODE_RESEND_AFTER_SECONDS * 1000;

/** What the calls answer: the mailbox, and whether its address is proven now. */
export interface AddressProofState {
  emailId: string;
  isAddressProven: boolean;
}

/**
 * `_sendAddressCode`: mails a new code to the address of one of the caller's mailboxes, with
 * Reclaim's own app mail (decision 46). A proven mailbox needs none; a code sent less than a
 * minute ago is not replaced yet.
 */
export async function sendAddressCode(
  deps: AddressProofDependencies,
  userId: string,
  emailId: string,
): Promise<AddressProofState> {
  const connection = await requireConnection(deps.db, userId, emailId);
  if (connection.addressProvedAt) return { emailId, isAddressProven: true };
  const now = deps.now?.() ?? new Date();
  const lastSentAt = connection.addressCodeExpiresAt
    ? connection.addressCodeExpiresAt.getTime() - ADDRESS_CODE_TTL_SECONDS * 1000
    : null;
  const waitMs = lastSentAt === null ? 0 : lastSentAt + RESEND_AFTER_MS - now.getTime();
  if (waitMs > 0) {
    throw new RateLimitedError(
      Math.ceil(waitMs / 1000),
      'A code was sent less than a minute ago. Check your inbox, or ask again in a minute.',
    );
  }
  for (const [rule, subject] of [
    [ADDRESS_CODE_LIMITS.perConnection, connection.id],
    [ADDRESS_CODE_LIMITS.perUser, userId],
    [ADDRESS_CODE_LIMITS.perAddress, connection.address],
  ] as const) {
    await deps.rateLimiter.consume({ ...rule, message: TOO_MANY_CODES }, subject);
  }
  const code = String(randomInt(0, 10 ** ADDRESS_CODE_LENGTH)).padStart(ADDRESS_CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + ADDRESS_CODE_TTL_SECONDS * 1000);
  const hash = hashCode(deps.secretKey, connection.id, code);
  if (!(await storeAddressCode(deps.db, connection.id, { hash, expiresAt }))) {
    return { emailId, isAddressProven: true };
  }
  await deps.mailer.send(
    composeAddressCodeMail({ address: connection.address, code, publicUrl: deps.publicUrl }),
  );
  return { emailId, isAddressProven: false };
}

/**
 * `_confirmAddress`: judges the code typed for one of the caller's mailboxes. The attempt is
 * counted first, in one statement, so concurrent guesses cannot all see a low count: at most
 * ADDRESS_CODE_MAX_ATTEMPTS attempts at one code are judged, and the one past that voids it.
 * The right code proves the address and is used up.
 */
export async function confirmAddress(
  deps: AddressProofDependencies,
  userId: string,
  { emailId, code }: { emailId: string; code: string },
): Promise<AddressProofState> {
  const connection = await requireConnection(deps.db, userId, emailId);
  if (connection.addressProvedAt) return { emailId, isAddressProven: true };
  const now = deps.now?.() ?? new Date();
  const counted = await countCodeAttempt(deps.db, connection.id, now);
  if (!counted) throw codeError('invalid_input', 'CodeExpired', 'The code has expired.');
  if (counted.attempts > ADDRESS_CODE_MAX_ATTEMPTS) {
    await dropAddressCode(deps.db, connection.id, counted.hash);
    throw codeError('forbidden', 'TooManyAttempts', 'Too many wrong codes.');
  }
  if (!isSameHash(hashCode(deps.secretKey, connection.id, code), counted.hash)) {
    throw new AppError(
      'invalid_input',
      'That code is not right. Enter the code from the newest mail Reclaim sent to this address.',
      [{ path: 'body.requestBody.code', message: 'Wrong code' }],
      'InvalidCode',
    );
  }
  // Two right answers at once: one uses the code up, the other finds it used.
  if (!(await markAddressProved(deps.db, connection.id, counted.hash, now))) {
    const again = await requireConnection(deps.db, userId, emailId);
    if (!again.addressProvedAt)
      throw codeError('invalid_input', 'CodeExpired', 'The code expired.');
  }
  return { emailId, isAddressProven: true };
}

/** A keyed hash bound to the connection: a copy of the database does not give the code away. */
function hashCode(secretKey: Buffer, connectionId: string, code: string) {
  return createKeyedHash(secretKey, 'address-codes')(`${connectionId}\n${code}`);
}

function isSameHash(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function codeError(kind: 'invalid_input' | 'forbidden', reason: string, why: string) {
  return new AppError(
    kind,
    `${why} Ask for a new code.`,
    [{ path: 'body.requestBody.code', message: why }],
    reason,
  );
}

/** The caller's connected mailbox; one kept after disconnecting has nothing left to prove. */
async function requireConnection(db: Database, userId: string, emailId: string) {
  const connection = await findConnectionOfUser(db, userId, emailId);
  if (!connection || isDisconnected(connection)) {
    throw new AppError('not_found', 'No connected mailbox with this address.', [
      { path: 'body.requestBody.emailId', message: 'Not one of your mailboxes' },
    ]);
  }
  return connection;
}
