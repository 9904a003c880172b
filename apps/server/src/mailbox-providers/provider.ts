import type { MailboxProviderId } from '@reclaim/db';

/**
 * What Reclaim reads of one message. There is deliberately no body field: the adapters cannot hand
 * message content to the scanner, so nothing downstream can store it.
 */
export interface MessageMetadata {
  /** Provider id of the message (Gmail id, Graph id, IMAP UID as text). */
  id: string;
  /** The From address, lower-cased (`shop@mail.example.com`). */
  fromAddress: string;
  /** The From display name, if any. */
  fromName: string;
  subject: string;
  /** A short preview the provider computes (Gmail snippet, Graph bodyPreview); may be empty. */
  snippet: string;
  date: Date;
  /** A List-Unsubscribe header was present: a sign of commercial mail. */
  hasListUnsubscribe: boolean;
  /** Provider categories or labels (Gmail CATEGORY_PROMOTIONS, Graph inferenceClassification). */
  categories: string[];
}

/**
 * What an adapter counted for one sender without reading each message (Gmail's sender sweep lists
 * the ids of a `from:` search). The scan folds these totals in instead of counting `messages`.
 */
export interface SenderTotal {
  /** What was searched: a registrable domain (`from:` also matches its subdomains) or an address. */
  sender: string;
  count: number;
  first: Date;
  last: Date;
  /** Metadata of the newest (at most 10), newest first; never empty. Also in `messages`. */
  samples: MessageMetadata[];
}

/** One page of a scan and where to go on from; `cursor: null` means the scan is complete. */
export interface ScanPage {
  messages: MessageMetadata[];
  cursor: ScanCursor | null;
  /**
   * With `cursor: null`: where a later rescan starts to read only what is new (Gmail historyId,
   * Graph deltaLink, IMAP UIDVALIDITY/last UID). Passed back to `scan` as its cursor then.
   */
  syncCursor?: ScanCursor;
  /** 0–100, the adapter's estimate of how far the scan has come. */
  progress: number;
  /** Counted totals; when present they, not `messages`, make the page's aggregates. */
  senderTotals?: SenderTotal[];
  /**
   * This page starts the whole mailbox over (IMAP UIDVALIDITY changed): the counts found so far
   * are replaced, not added to.
   */
  restarted?: boolean;
}

/** An adapter's own position in a scan or sync; stored as JSON beside the aggregates. */
export type ScanCursor = Record<string, unknown>;

/** Decrypted credentials of a connection: OAuth tokens, or an IMAP login. */
export type MailboxCredentials =
  | {
      kind: 'oauth';
      accessToken: string;
      refreshToken: string | null;
      expiresAt: number | null;
      scope: string;
    }
  | { kind: 'password'; username: string; password: string }
  | { kind: 'none' };

export interface MailboxSettings {
  imapHost?: string;
  imapPort?: number;
  imapSecure?: boolean;
  smtpHost?: string;
  smtpPort?: number;
  smtpSecure?: boolean;
}

/** A connected mailbox as an adapter sees it. */
export interface MailboxAccess {
  address: string;
  credentials: MailboxCredentials;
  settings: MailboxSettings;
  /** Called when the adapter refreshed its tokens; the caller seals and stores them. */
  onCredentialsChanged?: (credentials: MailboxCredentials) => Promise<void>;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  /** Our own Message-ID, so a retried send can be recognised. */
  messageId: string;
}

/** A grant the provider no longer honours (revoked, expired): the user must connect again. */
export class ReconnectRequiredError extends Error {
  constructor(message = 'The mailbox must be connected again.') {
    super(message);
    this.name = 'ReconnectRequiredError';
  }
}

/**
 * Wrong password, unknown host, TLS failure, or a host on a private network Reclaim will not
 * connect to: shown to the user at connect time.
 */
export class MailboxConnectError extends Error {
  constructor(
    readonly reason: 'auth' | 'host' | 'tls' | 'timeout' | 'protocol' | 'private',
    message: string,
  ) {
    super(message);
    this.name = 'MailboxConnectError';
  }
}

/** One mailbox provider; adding a provider is adding a folder that implements this. */
export interface MailboxProvider {
  id: MailboxProviderId;
  /** Reads the next page of metadata after `cursor` (null: from the start). */
  scan(access: MailboxAccess, cursor: ScanCursor | null): Promise<ScanPage>;
  /** Sends mail from the user's own mailbox; returns the provider's id for the sent message. */
  send(access: MailboxAccess, message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  /** Gives up the grant at the provider where it supports that; never throws for a dead grant. */
  revoke(access: MailboxAccess): Promise<void>;
  /**
   * Password providers only: checks at connect time that the servers may be used and take this
   * login, throwing a {@link MailboxConnectError} the person can act on.
   */
  verifyLogin?(access: MailboxAccess): Promise<void>;
}
