import { startApiEmulator, type ApiEmulator, type ApiEmulatorOptions } from './api-emulator.js';
import { pathPattern, type ApiCall, type ApiRoute } from './api-handler.js';
import { getProfile, listHistory, listSendAs, sendMessage } from './gmail-account.js';
import { GMAIL_ERRORS, googleError } from './gmail-errors.js';
import {
  getAttachment,
  getMessage,
  getThread,
  listMessagesIn,
  type ListOptions,
} from './gmail-messages.js';
import { GMAIL_QUERY_MAX_LENGTH } from './gmail-query.js';
import type { GmailSearchMode } from './gmail-search.js';
import type { Reply } from './http-kit.js';
import type { MailboxMessage } from './mailbox-generator.js';
import type { SentMessage } from './mailbox-store.js';

/**
 * What Google charges a Cloud project for the Gmail API, from its "Usage limits" page
 * (developers.google.com/workspace/gmail/api/reference/quota): units per call, and units per user
 * within a rolling window. Projects created on or after 1 May 2026 pay the `current` prices (6,000
 * units a user a minute, 20 a message read); earlier projects keep the `legacy` ones (15,000 a
 * minute, stated as 250 a second, 5 a read). `threads.get` is not on the current page: legacy price.
 */
export const GMAIL_QUOTA_REGIMES = {
  current: {
    units: {
      'messages.list': 5,
      'messages.get': 20,
      'messages.attachments.get': 20,
      'history.list': 2,
      getProfile: 1,
      'settings.sendAs.list': 1,
      'messages.send': 100,
      'threads.get': 10,
    },
    unitsPerWindow: 6000,
    windowMs: 60_000,
  },
  legacy: {
    units: {
      'messages.list': 5,
      'messages.get': 5,
      'messages.attachments.get': 5,
      'history.list': 2,
      getProfile: 1,
      'settings.sendAs.list': 1,
      'messages.send': 100,
      'threads.get': 10,
    },
    unitsPerWindow: 250,
    windowMs: 1000,
  },
} as const;
export type GmailQuotaRegime = keyof typeof GMAIL_QUOTA_REGIMES;
type GmailMethod = keyof (typeof GMAIL_QUOTA_REGIMES)['current']['units'];

/** The units `byMethod` (admitted requests per method) cost at a regime's prices. */
export function unitsAt(regime: GmailQuotaRegime, byMethod: Record<string, number>): number {
  const prices: Record<string, number> = GMAIL_QUOTA_REGIMES[regime].units;
  return Object.entries(byMethod).reduce(
    (sum, [method, count]) => sum + count * (prices[method] ?? 0),
    0,
  );
}

/** Concurrent requests per user before 429; Google publishes no figure, this is Reclaim's. */
export const GMAIL_MAX_CONCURRENT = 5;

/** Limits the emulator enforces per user. */
export interface GmailQuotaOptions {
  /** The prices and per-user window charged: `current` by default. */
  regime?: GmailQuotaRegime;
  /** Replaces the regime's per-user window by this many units a second (tests run fast). */
  unitsPerSecond?: number;
  maxConcurrent?: number;
}

/** How to start the Gmail emulator; give `userInfoUrl` or `resolveUser`. */
export interface GmailEmulatorOptions extends ApiEmulatorOptions {
  quota?: GmailQuotaOptions;
  /** How `from:` matches and `resultSizeEstimate` counts; `exact` by default. */
  search?: GmailSearchMode;
  /**
   * The longest `q` accepted ({@link GMAIL_QUERY_MAX_LENGTH} by default); a longer one gets the
   * 400 of an invalid search, which does not say that length was the reason.
   */
  queryMaxLength?: number;
}

/** A running Gmail REST API emulator. */
export interface GmailEmulator extends ApiEmulator {
  /** Point Reclaim's Gmail API base here: paths are `/gmail/v1/users/me/...`. */
  baseUrl: string;
  /** Delivers new mail; it shows up in `history.list` after the current history id. */
  addMessages(email: string, messages: readonly MailboxMessage[]): void;
  /** Forgets the history log: every history id handed out so far answers 404. */
  expireHistory(email: string): void;
  /** What `email` sent through `messages.send`, oldest first; `rfc822msgid:` also finds it. */
  sent(email: string): SentMessage[];
}

function forUser(handle: (call: ApiCall) => Reply | Promise<Reply>) {
  return (call: ApiCall) => {
    const userId = call.params[0] ?? '';
    if (userId !== 'me' && userId.toLowerCase() !== call.user.email) {
      return googleError(
        403,
        'PERMISSION_DENIED',
        'forbidden',
        `Delegation denied for ${call.user.email}`,
      );
    }
    return handle(call);
  };
}

const route = (
  method: ApiRoute['method'],
  path: string,
  name: GmailMethod,
  handle: (call: ApiCall) => Reply | Promise<Reply>,
): Omit<ApiRoute, 'units'> & { name: GmailMethod } => ({
  method,
  pattern: pathPattern(path),
  name,
  handle: forUser(handle),
});

const routesFor = (list: ListOptions) => [
  route('GET', '/gmail/v1/users/{user}/messages', 'messages.list', listMessagesIn(list)),
  route('GET', '/gmail/v1/users/{user}/messages/{id}', 'messages.get', getMessage),
  route(
    'GET',
    '/gmail/v1/users/{user}/messages/{id}/attachments/{attachment}',
    'messages.attachments.get',
    getAttachment,
  ),
  route('GET', '/gmail/v1/users/{user}/threads/{id}', 'threads.get', getThread),
  route('GET', '/gmail/v1/users/{user}/profile', 'getProfile', getProfile),
  route('GET', '/gmail/v1/users/{user}/settings/sendAs', 'settings.sendAs.list', listSendAs),
  route('GET', '/gmail/v1/users/{user}/history', 'history.list', listHistory),
  route('POST', '/gmail/v1/users/{user}/messages/send', 'messages.send', sendMessage),
  route('POST', '/upload/gmail/v1/users/{user}/messages/send', 'messages.send', sendMessage),
];

/**
 * Starts a loopback emulator of the Gmail REST API v1 that serves metadata only: it charges
 * Google's per-method quota units, enforces the per-user rate and concurrency limits with 429
 * answers, and refuses any request that would return a message body.
 */
export async function startGmailEmulator(options: GmailEmulatorOptions): Promise<GmailEmulator> {
  const regime = GMAIL_QUOTA_REGIMES[options.quota?.regime ?? 'current'];
  const unitsPerSecond = options.quota?.unitsPerSecond;
  const { expireCursors, ...emulator } = await startApiEmulator(options, {
    label: 'gmail-emulator',
    routes: routesFor({
      mode: options.search ?? 'exact',
      queryMaxLength: options.queryMaxLength ?? GMAIL_QUERY_MAX_LENGTH,
    }).map((route) => ({
      ...route,
      units: regime.units[route.name],
    })),
    errors: GMAIL_ERRORS,
    limits: {
      maxConcurrent: options.quota?.maxConcurrent ?? GMAIL_MAX_CONCURRENT,
      unitsPerWindow: unitsPerSecond ?? regime.unitsPerWindow,
      windowMs: unitsPerSecond ? 1000 : regime.windowMs,
    },
  });
  return { ...emulator, expireHistory: expireCursors };
}
