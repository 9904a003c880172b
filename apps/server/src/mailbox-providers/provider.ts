import {
  fieldsAskedFor,
  type ConnectStyle,
  type LoginForm,
  type MailboxProviderId,
} from '@reclaim/contract';
import type { z } from 'zod';
import type { Database } from '@reclaim/db';
import type { Config, SettingDoc } from '../config';
import type { AppMailer } from '../modules/mail/app-mail.service';
import type { LocalOutbox } from '../modules/mail/local-outbox';
import type { MailboxOAuthClient } from './shared/mailbox-oauth';
import type { SenderSignals } from './shared/sender-headers';

/**
 * What Reclaim reads of one message. There is deliberately no body field: the adapters cannot hand
 * message content to the scanner, so nothing downstream can store it.
 */
/** What a scan keeps of a message: headers only, and of them only what tells a sender apart. */
export interface MessageMetadata extends SenderSignals {
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

/**
 * Decrypted credentials of a connection (OAuth tokens, an IMAP login, nothing). Their shape is
 * each provider's own (`descriptor.credentials`): opened credentials are checked against it, and
 * the provider reads them through it.
 */
export interface MailboxCredentials {
  readonly kind: string;
  readonly [field: string]: unknown;
}

/** What a provider keeps about a connection that is not secret (an IMAP server and port). */
export type MailboxSettings = Record<string, unknown>;

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
  /**
   * Our own Message-ID (`<request-id@host>`), so a retried send can be recognised in Sent: sent as
   * the e-mail's Message-ID header, or, where the provider sets its own (Graph's `sendMail`), kept
   * on the sent copy where `findSent` can search for it.
   */
  messageId: string;
  /**
   * The message this one answers, when it belongs in that message's thread (a reminder follows
   * its request): each provider threads it its own way (see decision 0026).
   */
  inReplyTo?: ReplyTarget;
}

/** A message sent earlier from the same mailbox, that an outgoing message answers. */
export interface ReplyTarget {
  /** Its Message-ID (`<request-id@host>`): In-Reply-To and References name it. */
  messageId: string;
  /** The provider's id of its sent copy (Gmail message id, Graph immutable id), where known. */
  providerMessageId: string | null;
  /** The provider's conversation (Gmail threadId, Graph conversationId), where known. */
  threadId: string | null;
}

/** A message the provider sent, as the provider knows it. */
export interface SentMessage {
  /** The provider's id of the sent copy (Gmail message id, Graph message id, the Message-ID). */
  providerMessageId: string;
  /** The conversation replies will join (Gmail threadId, Graph conversationId), where known. */
  threadId?: string;
}

/** A request that went out, as the provider is asked about answers to it. */
export interface SentRequest {
  /** Our Message-ID (`<request-id@host>`). */
  messageId: string;
  providerMessageId: string;
  threadId: string | null;
  recipient: string;
  sentAt: Date;
}

/**
 * What came back to a sent request, read from metadata only: the company's reply in its
 * conversation, or the mail system's report that the request could not be delivered.
 */
export interface RequestResponse {
  /** Our Message-ID of the request it answers. */
  messageId: string;
  kind: 'reply' | 'bounce';
  date: Date;
  subject: string;
  /**
   * For a bounce: why, as plain text — the report's status code and diagnostic, cut short, or
   * the failed recipient where only the headers could be read.
   */
  reason?: string;
}

/** A grant the provider no longer honours (revoked, expired): the user must connect again. */
export class ReconnectRequiredError extends Error {
  constructor(message = 'The mailbox must be connected again.') {
    super(message);
    this.name = 'ReconnectRequiredError';
  }
}

/**
 * A connection refused at connect time, in words the person can act on: a wrong password, an
 * unknown host, a server Reclaim will not reach. `reasonCode` is the spec's `data.reasonCode`;
 * `field` names the request field at fault (`login.password`, `emailId`).
 */
export class MailboxConnectError extends Error {
  constructor(
    readonly reasonCode: string | undefined,
    message: string,
    readonly field: string,
    /** Shown beside the field; the message when absent. */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'MailboxConnectError';
  }
}

/** What connecting a mailbox gives Reclaim to keep: sealed credentials and plain settings. */
export interface MailboxGrant {
  address: string;
  credentials: MailboxCredentials;
  settings: MailboxSettings;
  /** The grant can send mail, so deletion requests can go out from this mailbox. */
  canSend: boolean;
  /**
   * The provider proved the address is the person's own (an issuer's verified claim, Reclaim's
   * own demo mailbox). A login the person typed proves only that a server took it: that mailbox
   * must prove its address with a mailed code before it sends.
   */
  isAddressProven: boolean;
}

/** One field of a login refused: its path in the request (`login.password`) and why. */
export interface LoginFieldError {
  field: string;
  message: string;
}

/** A login whose fields do not parse: every field at fault, each at its full path. */
export class LoginInputError extends Error {
  constructor(readonly fields: readonly LoginFieldError[]) {
    super('Check the login of the mailbox.');
    this.name = 'LoginInputError';
  }
}

/** The required fields asked for with `address` that `input` leaves empty. */
function missingFields(form: LoginForm, address: string, input: unknown): LoginFieldError[] {
  if (typeof input !== 'object' || input === null) return [];
  const typed = input as Record<string, unknown>;
  return fieldsAskedFor(form, address).flatMap((field) =>
    field.requiredMessage && (typed[field.name] === undefined || typed[field.name] === '')
      ? [{ field: `login.${field.name}`, message: field.requiredMessage }]
      : [],
  );
}

/** A zod issue of a login at its full path; a field the form does not have, at its own. */
function fieldErrorsOf(issue: z.core.$ZodIssue): LoginFieldError[] {
  const path = ['login', ...issue.path.map(String)];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      field: [...path, key].join('.'),
      message: 'Not a field of this login',
    }));
  }
  return [{ field: path.join('.'), message: issue.message }];
}

/**
 * A provider connected with a login form. `prepare` parses what the form sent and refuses input
 * the provider cannot use at all (throwing {@link LoginInputError} or
 * {@link MailboxConnectError}) before any attempt is counted; the attempt it returns tries the
 * login at the provider. Made by {@link loginConnector}, so every provider parses alike.
 */
export interface FormConnector {
  style: 'form';
  prepare(address: string, login: unknown): () => Promise<MailboxGrant>;
}

/**
 * The connector of the login form `form` describes, whose values `schema` parses. A field the
 * form asks for with this address and requires must not be missing (the rule the web app applies
 * from the same description); every other issue of the schema is answered at `login.<path>`.
 * Then `checkInput` may refuse the parsed login, and `verifyLogin` tries it.
 */
export function loginConnector<L>(
  form: LoginForm,
  schema: z.ZodType<L>,
  steps: {
    checkInput?(address: string, login: L): void;
    verifyLogin(address: string, login: L): Promise<MailboxGrant>;
  },
): FormConnector {
  return {
    style: 'form',
    prepare(address, input) {
      if (input === undefined) {
        throw new LoginInputError([{ field: 'login', message: 'Enter the login of the mailbox.' }]);
      }
      const missing = missingFields(form, address, input);
      const parsed = schema.safeParse(input);
      const errors = [
        ...missing,
        ...(parsed.error?.issues.flatMap(fieldErrorsOf) ?? []).filter(
          ({ field }) => !missing.some((error) => error.field === field),
        ),
      ];
      if (errors.length > 0 || !parsed.success) throw new LoginInputError(errors);
      const login = parsed.data;
      steps.checkInput?.(address, login);
      return () => steps.verifyLogin(address, login);
    },
  };
}

/** How a provider is connected; its style is the descriptor's `connect.style`. */
export type MailboxConnector =
  | { style: 'oauth'; client: MailboxOAuthClient }
  | FormConnector
  | { style: 'instant'; grant(): MailboxGrant };

/**
 * What a provider is, for everyone who offers or shows it: the web app's row, the connection
 * list, the connect calls. Exported by each provider's folder; read, never switched on.
 */
export interface MailboxProviderDescriptor {
  id: MailboxProviderId;
  /** The row's title in Account Settings. */
  name: string;
  description: string;
  connect: ConnectStyle;
  /** What the provider can do besides scanning. */
  capabilities: {
    send: boolean;
    /**
     * Sending files the copy in Sent in the same step (Gmail `messages.send`, Graph's send), so a
     * retry that finds no copy there may send again. Without it (SMTP, then a copy appended to
     * Sent) a cut-off send cannot be told from one that never left, and the person is asked.
     */
    sendFilesCopyInSent: boolean;
    /**
     * How much one mailbox may send (Gmail: about 500 e-mails a day for a personal account;
     * Exchange Online: 30 a minute, 10,000 a day): a request over a limit waits its turn.
     */
    sendLimits: readonly { max: number; seconds: number }[];
    syncReplies: boolean;
    /**
     * The person enters the mailbox's other addresses (aliases) by hand, because the provider
     * cannot list them (no `listAliases`): the web app offers the field for its mailboxes.
     */
    entersAliasesByHand: boolean;
  };
  /** The shape of its connections' credentials, sealed as JSON; a `kind` tells them apart. */
  credentials: z.ZodType<MailboxCredentials>;
  /** The spec's `emailType` of one of its connections (Google, Microsoft, Yahoo, …). */
  emailTypeOf(settings: MailboxSettings): string;
}

/**
 * The environment variables a provider reads: a schema over them (an object keyed by variable
 * name, so a bad value is reported by its name when the server starts, with the server's own),
 * and their rows in README's configuration table.
 */
export interface ProviderSettings<S> {
  schema: z.ZodType<S>;
  docs: readonly SettingDoc[];
}

/**
 * What a provider's folder exports: its descriptor, its settings, and how to build it for a
 * configuration. `S` is its settings' type; the registry holds every module as `unknown`'s.
 */
export interface MailboxProviderModule<S = unknown> {
  descriptor: MailboxProviderDescriptor;
  settings: ProviderSettings<S>;
  /** The provider, or null when this configuration does not enable it. */
  create(context: ProviderContext, settings: S): MailboxProvider | null;
}

/** What providers are built from. */
export interface ProviderContext {
  config: Pick<
    Config,
    'google' | 'microsoft' | 'publicUrl' | 'isProduction' | 'providerEnvironment'
  > &
    Partial<Pick<Config, 'jobConcurrency'>>;
  mailer: AppMailer;
  /** Where limits shared by every process are kept; without it, each process keeps its own. */
  db?: Database;
  /** The local outbox, where the demo mailbox delivers; tests may leave it out. */
  outbox?: LocalOutbox;
  fetch?: typeof fetch;
}

/** One mailbox provider; adding a provider is adding a folder that implements this. */
export interface MailboxProvider {
  id: MailboxProviderId;
  /** How it is connected; absent, it cannot be connected here (a provider kept for scanning). */
  connector?: MailboxConnector;
  /** Reads the next page of metadata after `cursor` (null: from the start). */
  scan(access: MailboxAccess, cursor: ScanCursor | null): Promise<ScanPage>;
  /**
   * The newest messages (at most `limit`, newest first) from a company's registrable domain, for
   * adapters whose scan counts a company's mail without reading each message (Gmail reads only
   * the newest and the oldest): the rest of the samples are read after the scan.
   */
  readSamples?(access: MailboxAccess, domain: string, limit: number): Promise<MessageMetadata[]>;
  /**
   * The other addresses this mailbox sends as (Gmail's send-as aliases, Exchange's proxy
   * addresses), lower case: the person's own, so their mail is never a company's.
   */
  listAliases?(access: MailboxAccess): Promise<string[]>;
  /** Sends mail from the user's own mailbox, with our Message-ID; returns the sent copy's ids. */
  send(access: MailboxAccess, message: OutgoingMessage): Promise<SentMessage>;
  /**
   * The sent copy of the message with this Message-ID, or null when the mailbox has none: how a
   * retry after a crash tells a message that went out from one that did not.
   */
  findSent?(access: MailboxAccess, messageId: string): Promise<SentMessage | null>;
  /**
   * Replies and bounces that arrived for these requests since they were sent (metadata only:
   * sender, subject, date and headers, never a body; of a delivery report, at most its
   * machine-written delivery-status part). A bounce counts only from the mailbox's own mail
   * system (`judgeResponse`). Providers with `capabilities.syncReplies`.
   */
  findResponses?(
    access: MailboxAccess,
    requests: readonly SentRequest[],
  ): Promise<RequestResponse[]>;
  /** Gives up the grant at the provider where it supports that; never throws for a dead grant. */
  revoke(access: MailboxAccess): Promise<void>;
}
