import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import type {
  MailboxAccess,
  MailboxProvider,
  MailboxProviderDescriptor,
  SentRequest,
} from '../src/mailbox-providers/provider';
import type { ResponseMail } from './response-mail';

/**
 * What a provider's folder hands the conformance suite: its descriptor, which decides the checks
 * that apply, and a stand-in to run them against.
 */
export interface ConformanceKit {
  descriptor: MailboxProviderDescriptor;
  /** Why the stand-in cannot run on this machine (a server not installed): the suite is skipped. */
  unavailable?: string;
  start: () => Promise<ConformanceStand>;
}

/**
 * A running stand-in and the provider under test, built to reach it. The optional parts are
 * asked for only where the descriptor says they apply; a kit that lacks one fails that check.
 */
export interface ConformanceStand {
  provider: MailboxProvider;
  /**
   * A fresh mailbox holding `messages`, and what it holds. A provider that makes its own mail
   * (the demo mailbox) ignores `messages` and answers its own.
   */
  seedMailbox: (messages: readonly MailboxMessage[]) => Promise<SeededMailbox>;
  /**
   * A mailbox of the stand-in that is empty, with a login its form takes and one it refuses
   * (with a login form).
   */
  formLogin?: () => Promise<{ address: string; login: unknown; wrongLogin: unknown }>;
  /** Delivers new mail to the INBOX; absent where no mail can arrive (the demo mailbox). */
  deliver?: (access: MailboxAccess, messages: readonly MailboxMessage[]) => Promise<void>;
  /** Every message that left the mailbox so far, oldest first (with `capabilities.send`). */
  sentMail?: (access: MailboxAccess) => Promise<SentMail[]>;
  /** Delivers mail after `request` as this provider's mailbox gets it (`syncReplies`). */
  deliverResponse?: (
    access: MailboxAccess,
    request: SentRequest,
    mail: ResponseMail,
  ) => Promise<void>;
  /** The access with its access token expired and no longer honoured (OAuth). */
  expireCredentials?: (access: MailboxAccess) => MailboxAccess;
  /** Makes the provider refuse the grant from now on; the access as it then stands. */
  rejectCredentials?: (access: MailboxAccess) => Promise<MailboxAccess>;
  /** Whether the provider gave the grant up at the stand-in; absent where it has no way to. */
  isRevoked?: (access: MailboxAccess) => boolean;
  close: () => Promise<void>;
}

export interface SeededMailbox {
  access: MailboxAccess;
  /** The messages in it: a scan must count exactly these. */
  messages: readonly MailboxMessage[];
}

/** A message as it left the mailbox, as the stand-in recorded it. */
export interface SentMail {
  to: readonly string[];
  subject: string;
}

/** What every group of checks is given: the descriptor, and the stand once it runs. */
export interface ConformanceContext {
  descriptor: MailboxProviderDescriptor;
  stand: () => ConformanceStand;
}

/** A part of the kit that a check needs by the descriptor: a kit without it fails the check. */
export function needs<T>(part: T | undefined, name: string, because: string): T {
  if (part === undefined) throw new Error(`The conformance kit must offer ${name}: ${because}`);
  return part;
}
