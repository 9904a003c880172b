import { randomUUID } from 'node:crypto';
import {
  LETTER_LANGUAGES,
  LETTER_LANGUAGE_NAMES,
  REGIMES,
  REQUEST_TYPE_LABELS,
  letterLocale,
  letterTemplate,
  regimeById,
  askedIdentity,
  renderLetter,
  rightsOf,
  type Correction,
  type IdentityDetail,
  type DsrDetails,
  type Jurisdiction,
  type LetterLanguage,
  type RequestType,
} from '@reclaim/contract';
import type { Database } from '@reclaim/db';
import type { JobQueue } from '../../jobs/job-queue';
import { deletionRequestSendJob } from '../../jobs/deletion-request-send.job';
import { AppError } from '../../lib/app-error';
import type { ProviderRegistry } from '../../mailbox-providers/registry';
import { descriptorOf } from '../../mailbox-providers/registry';
import type { Session } from '../../plugins/session';
import { describeCompany, isAtDomain } from '../directory/directory.service';
import {
  RequestsRefusedError,
  findAnswers,
  findBouncedRecipients,
  findLatestRequest,
  findRecordsOfMailbox,
  insertRequests,
  markRequestFailed,
  type NewRequest,
} from './deletion-requests.repository';

/** Why nothing is sent from a mailbox whose address its owner has not proved yet. */
export const ADDRESS_NOT_PROVEN_MESSAGE =
  'Confirm that this address is yours first: enter the code Reclaim mails to it.';

/** Why nothing is sent from a mailbox the person disconnected. */
export const DISCONNECTED_MAILBOX_MESSAGE =
  'This mailbox is no longer connected. Connect it again in Account Settings to send from it.';

export interface DeletionRequestDependencies {
  db: Database;
  providers: ProviderRegistry;
  queue: Pick<JobQueue, 'send'> | undefined;
  now?: () => Date;
}

/** One company to write to, from one of the caller's mailboxes. */
export interface RequestOrder {
  emailId: string;
  domain: string;
  contact: string;
  jurisdiction: Jurisdiction;
  requestType: RequestType;
  language: LetterLanguage;
  /** What is wrong and what is right, for a correction request. */
  correction?: Correction;
  /** The details the company asks for to identify the person, as they gave them. */
  identity?: readonly IdentityDetail[];
  /** The person confirmed a typed address at another domain than the company's. */
  confirmOtherDomain?: boolean;
}

/** What a request asks, under which law, in which language: `_reclaimTemplate`'s choice. */
export interface LetterChoice {
  jurisdiction?: Jurisdiction;
  requestType?: RequestType;
  language?: LetterLanguage;
}

/**
 * `_reclaimTemplate`: the letter of one request type under one law in one language with its values
 * as placeholders, and what may be chosen: every law, the request types the law grants, every
 * language.
 */
export function getTemplate(choice: LetterChoice = {}) {
  const { jurisdiction = 'gdpr', requestType = 'erasure', language = 'en' } = choice;
  const regime = requireGrantedRight(jurisdiction, requestType);
  const letter = letterTemplate(requestType, regime, language);
  return {
    value: letter.html,
    subject: letter.subject,
    jurisdiction,
    jurisdictions: REGIMES.map((row) => ({ id: row.id, label: row.label })),
    requestType,
    requestTypes: rightsOf(regime).map((id) => ({ id, label: REQUEST_TYPE_LABELS[id] })),
    language,
    languages: LETTER_LANGUAGES.map((id) => ({ id, label: LETTER_LANGUAGE_NAMES[id] })),
    locale: letterLocale(language),
  };
}

/** The law of a request, which must grant what the request asks for. */
function requireGrantedRight(jurisdiction: Jurisdiction, requestType: RequestType) {
  const regime = regimeById(jurisdiction);
  if (regime.rights[requestType]) return regime;
  throw new AppError(
    'invalid_input',
    `${regime.shortName} gives no right to ask for ${requestType}. Choose another request or law.`,
    [{ path: 'body.requestBody.requestType', message: `Not granted by ${regime.shortName}` }],
    'RightNotGranted',
  );
}

/**
 * Makes the requests and queues their sending, all or nothing: every company must be the caller's,
 * requestable, and written to at one of its known contacts, from a mailbox that may send. The
 * e-mail is rendered here from the law's template; nothing the browser sends is mailed as is.
 */
export async function requestDeletion(
  deps: DeletionRequestDependencies,
  session: Session,
  orders: readonly RequestOrder[],
) {
  const now = deps.now?.() ?? new Date();
  for (const order of orders) {
    requireGrantedRight(order.jurisdiction, order.requestType);
    if (order.requestType === 'correction' && !order.correction) {
      throw new AppError('invalid_input', 'Say what is wrong and what is right.', [
        { path: 'body.requestBody.correction', message: 'Required for a correction' },
      ]);
    }
  }
  const requests: NewRequest[] = [];
  for (const [emailId, ofMailbox] of groupBy(orders, (order) => order.emailId)) {
    requests.push(...(await prepareRequests(deps, session, emailId, ofMailbox)));
  }
  if (!deps.queue) throw new AppError('misconfigured', 'The job queue is not running.');
  try {
    await insertRequests(deps.db, requests, now);
  } catch (error) {
    if (!(error instanceof RequestsRefusedError)) throw error;
    throw new AppError(
      'conflict',
      `A request of this kind to ${error.domains.join(', ')} is already open or cannot be made now.`,
      [{ path: 'body.requestBody.domainName', message: 'Already requested' }],
      'RequestAlreadyOpen',
    );
  }
  for (const request of requests) {
    try {
      await deps.queue.send(deletionRequestSendJob, {
        requestId: request.id,
        connectionId: request.connectionId,
      });
    } catch {
      // Nothing was sent; the company shows 'DSR Failed', and Retry makes a new request.
      await markRequestFailed(deps.db, request.id, {
        reason: 'Reclaim could not queue this request. Please retry.',
        now,
      });
    }
  }
  return requests.map((request) => request.id);
}

async function prepareRequests(
  deps: DeletionRequestDependencies,
  session: Session,
  emailId: string,
  orders: readonly RequestOrder[],
): Promise<NewRequest[]> {
  const byDomain = new Map(orders.map((order) => [order.domain, order]));
  const rows = await findRecordsOfMailbox(deps.db, session.user.id, emailId, [...byDomain.keys()]);
  const found = new Map(rows.map((row) => [row.record.domain, row]));
  const missing = [...byDomain.keys()].filter((domain) => !found.has(domain));
  if (missing.length > 0) {
    throw new AppError(
      'not_found',
      `No such company in the mailbox ${emailId}: ${missing.join(', ')}.`,
      [{ path: 'body.requestBody.domainName', message: 'Not found in this mailbox' }],
    );
  }
  const { connection } = rows[0]!;
  requireSendingMailbox(deps, connection);
  const bounced = await findBouncedRecipients(deps.db, session.user.id, [...byDomain.keys()]);
  return [...byDomain.values()].map((order) => {
    const { record, company } = found.get(order.domain)!;
    const described = describeCompany(record.domain, company);
    if (described.preferredChannel === 'webform') {
      throw new AppError(
        'invalid_input',
        `${described.name} takes privacy requests only through its web form${described.webFormUrl ? `: ${described.webFormUrl}` : ''}. Reclaim does not e-mail it.`,
        [{ path: 'body.requestBody.domainName', message: 'Takes requests by web form only' }],
        'FormOnly',
      );
    }
    requireUsableRecipient(order, described);
    const identity = identityFor(order, described);
    if (bounced.some((row) => row.domain === order.domain && row.address === order.contact)) {
      throw new AppError(
        'invalid_input',
        `Your request to ${order.contact} came back undelivered before. Enter another address.`,
        [{ path: CONTACT_FIELD, message: 'Came back undelivered' }],
        'RecipientBounced',
      );
    }
    const email = renderLetter(order.requestType, regimeById(order.jurisdiction), order.language, {
      domain: record.domain,
      name: session.user.name,
      email: connection.address,
      lastEmailDate: record.lastEmailDate,
      correction: order.correction,
      identity,
    });
    return {
      id: randomUUID(),
      domainRecordId: record.id,
      connectionId: connection.id,
      userId: session.user.id,
      domain: record.domain,
      recipient: order.contact,
      isRecipientVerified:
        described.isVerified &&
        !described.isContactOnOtherDomain &&
        order.contact === described.dsrContactEmail,
      jurisdiction: order.jurisdiction,
      requestType: order.requestType,
      language: order.language,
      subject: email.subject,
      html: email.html,
    };
  });
}

const CONTACT_FIELD = 'body.requestBody.contactEmailId';

/**
 * A request goes to a contact Reclaim knows for the company, or to an address the person typed:
 * at the company's domain (or under it), or — confirmed, since a typo there could send their name
 * to a stranger — anywhere else. A company whose name imitates another's (an international name
 * that reads like a known one) gets nothing but a contact Reclaim knows, and it knows none.
 */
function requireUsableRecipient(
  order: RequestOrder,
  company: {
    dsrContactEmail: string | null;
    dsrAlternativeEmail: string | null;
    isLookalikeDomain: boolean;
  },
) {
  if ([company.dsrContactEmail, company.dsrAlternativeEmail].includes(order.contact)) return;
  if (company.isLookalikeDomain) {
    throw new AppError(
      'invalid_input',
      `${order.domain} imitates another company's name: Reclaim sends it nothing.`,
      [{ path: CONTACT_FIELD, message: 'Not a contact of this company' }],
    );
  }
  if (isAtDomain(order.contact, order.domain) || order.confirmOtherDomain === true) return;
  throw new AppError(
    'invalid_input',
    `${order.contact} is not an address at ${order.domain}. Check it, then confirm that the request should go there.`,
    [{ path: CONTACT_FIELD, message: 'At another domain than the company’s' }],
    'RecipientOnOtherDomain',
  );
}

const IDENTITY_FIELD = 'body.requestBody.identity';

/** Why nothing can go out from a mailbox whose grant no longer works. */
export const RECONNECT_MESSAGE =
  'Reclaim lost access to this mailbox. Reconnect it in Account Settings, then try again.';

/**
 * The details the company asks for to identify the person (`askedIdentity` of the directory's
 * record), in the company's order, from what the person gave: every one needed, none other.
 */
function identityFor(
  order: RequestOrder,
  company: Pick<ReturnType<typeof describeCompany>, 'name' | 'requiredIdentity'>,
): IdentityDetail[] {
  const asked = askedIdentity(company.requiredIdentity);
  const given = new Map((order.identity ?? []).map(({ label, value }) => [label, value.trim()]));
  const missing = asked.filter(({ desc }) => !given.get(desc.trim()));
  if (missing.length > 0) {
    throw new AppError(
      'invalid_input',
      `${company.name} asks for ${missing.map(({ desc }) => desc).join(', ')} to identify you. Fill ${missing.length === 1 ? 'it' : 'them'} in, then send the request.`,
      [{ path: IDENTITY_FIELD, message: 'Asked for by the company' }],
      'IdentityRequired',
    );
  }
  const unasked = [...given.keys()].filter(
    (label) => !asked.some(({ desc }) => desc.trim() === label),
  );
  if (unasked.length > 0) {
    throw new AppError('invalid_input', `${company.name} does not ask for ${unasked.join(', ')}.`, [
      { path: IDENTITY_FIELD, message: 'Not asked for by the company' },
    ]);
  }
  return asked.map(({ desc }) => ({ label: desc.trim(), value: given.get(desc.trim())! }));
}

/**
 * The mailbox may send: its provider can, its grant still works, the person proved its address
 * is theirs (decision 46), and they allowed it to send.
 */
export function requireSendingMailbox(
  deps: Pick<DeletionRequestDependencies, 'providers'>,
  connection: {
    provider: Parameters<typeof descriptorOf>[0];
    writePermission: number;
    needsReconnect: boolean;
    addressProvedAt: Date | null;
    disconnectedAt: Date | null;
  },
) {
  if (connection.disconnectedAt) {
    throw new AppError(
      'conflict',
      DISCONNECTED_MAILBOX_MESSAGE,
      [{ path: 'body.requestBody.emailId', message: 'Disconnected' }],
      'MailboxDisconnected',
    );
  }
  const canSend =
    deps.providers.has(connection.provider) && descriptorOf(connection.provider).capabilities.send;
  if (!canSend) {
    throw new AppError(
      'invalid_input',
      'This mailbox cannot send deletion requests on this server.',
      [{ path: 'body.requestBody.emailId', message: 'Cannot send' }],
      'SendNotSupported',
    );
  }
  if (connection.needsReconnect) {
    throw new AppError(
      'conflict',
      RECONNECT_MESSAGE,
      [{ path: 'body.requestBody.emailId', message: 'Needs reconnecting' }],
      'NeedsReconnect',
    );
  }
  if (!connection.addressProvedAt) {
    throw new AppError(
      'forbidden',
      ADDRESS_NOT_PROVEN_MESSAGE,
      [{ path: 'body.requestBody.emailId', message: 'Address not confirmed' }],
      'AddressNotConfirmed',
    );
  }
  if (connection.writePermission !== 1) {
    throw new AppError(
      'forbidden',
      'Allow Reclaim to send from this mailbox first.',
      [{ path: 'body.requestBody.emailId', message: 'No permission to send' }],
      'WritePermissionRequired',
    );
  }
}

/** `_getDsrDetails`: the newest request of a type to one company of the caller's mailbox. */
export async function getRequestDetails(
  deps: DeletionRequestDependencies,
  userId: string,
  target: { emailId: string; domain: string; requestType: RequestType },
): Promise<DsrDetails> {
  const request = await findLatestRequest(
    deps.db,
    userId,
    target.emailId,
    target.domain,
    target.requestType,
  );
  if (!request) {
    throw new AppError('not_found', 'No such request was made to this company.', [
      { path: 'body.requestBody.domainName', message: 'No request' },
    ]);
  }
  const now = deps.now?.() ?? new Date();
  return {
    template: request.html,
    subject: request.subject,
    createdDate: request.createdAt.toISOString(),
    domainName: request.domain,
    status: request.status,
    contactEmailId: request.recipient,
    jurisdiction: request.jurisdiction,
    requestType: request.requestType,
    language: request.language,
    sentDate: request.sentAt?.toISOString() ?? null,
    dueDate: request.dueAt?.toISOString() ?? null,
    isOverdue: isOverdue(request, now),
    failureReason: request.failureReason,
    companyReply:
      request.repliedAt && request.status !== 'failed'
        ? { date: request.repliedAt.toISOString(), subject: request.replySubject ?? '' }
        : null,
    reminderSentAt: request.reminderSentAt?.toISOString() ?? null,
    reminderFailureReason: request.reminderSentAt ? null : request.reminderFailureReason,
    outcome: { outcome: request.outcome, reason: request.outcomeReason },
    answers: await findAnswers(deps.db, request.id),
  };
}

/** Past its due date and still Submitted; a refusal is an answer, not a wait (decision 76). */
function isOverdue(
  request: { status: string; dueAt: Date | null; outcome: string },
  now: Date,
): boolean {
  return (
    request.status === 'initiated' &&
    request.outcome !== 'denied' &&
    request.dueAt !== null &&
    request.dueAt < now
  );
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
