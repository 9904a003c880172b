import { startApiEmulator, type ApiEmulator, type ApiEmulatorOptions } from './api-emulator.js';
import { pathPattern, type ApiCall, type ApiRoute } from './api-handler.js';
import { deltaMessages } from './graph-delta.js';
import { GRAPH_ERRORS, graphBadRequest } from './graph-errors.js';
import { getMe, getMessage, getMessageContent, listMessages } from './graph-messages.js';
import { forwardMessage, sendMail } from './graph-outgoing.js';
import { GRAPH_MAX_PAGE } from './graph-shape.js';
import type { Reply } from './http-kit.js';
import type { MailboxMessage } from './mailbox-generator.js';
import type { SentMessage } from './mailbox-store.js';
import type { TrafficStats } from './traffic-ledger.js';

/** Outlook's MailboxConcurrency limit: 4 concurrent requests per app and mailbox. */
export const GRAPH_MAX_CONCURRENT = 4;

/** Outlook's per-mailbox limit: 10,000 requests per app and mailbox in 10 minutes. */
export const GRAPH_REQUESTS_PER_TEN_MINUTES = 10_000;

/** How to start the Graph emulator; give `userInfoUrl` or `resolveUser`. */
export interface GraphEmulatorOptions extends ApiEmulatorOptions {
  maxConcurrent?: number;
  requestsPerTenMinutes?: number;
  /** The most messages a list or delta page holds, whatever the client asks; 1000 by default. */
  maxPageSize?: number;
}

/** A running Microsoft Graph v1.0 mail emulator. */
export interface GraphEmulator extends ApiEmulator {
  /** Point Reclaim's Graph base here: paths are `/v1.0/me/...`. */
  baseUrl: string;
  /** `units` counts requests: Outlook limits requests, not weighted units. */
  stats(email: string): TrafficStats;
  /** Delivers new mail; it shows up in the next delta round. */
  addMessages(email: string, messages: readonly MailboxMessage[]): void;
  /** Forgets the change log: every delta token handed out so far answers 410. */
  expireDeltaTokens(email: string): void;
  /** What `email` sent through `sendMail` and `forward`, oldest first. */
  sent(email: string): SentMessage[];
}

// Message delta is a per-folder function in Graph; without a folder it fails in production too.
const refuseUnscopedDelta = () =>
  graphBadRequest(
    "Change tracking is not supported against 'microsoft.graph.message'; use /me/mailFolders/{id}/messages/delta.",
  );

const route = (
  method: ApiRoute['method'],
  path: string,
  name: string,
  handle: (call: ApiCall) => Reply | Promise<Reply>,
): ApiRoute => ({
  method,
  // Graph resolves path segments case-insensitively (`/me/mailfolders/Inbox`).
  pattern: pathPattern(path, 'i'),
  name,
  units: 1,
  handle,
});

/**
 * Serves at most `max` messages a page, whatever `$top` or `odata.maxpagesize` ask for: Graph
 * pages on its own side, and a client must follow `@odata.nextLink` however short the pages.
 */
function pagedAtMost(max: number, handle: ApiRoute['handle']): ApiRoute['handle'] {
  return (call) => {
    if (Number(call.url.searchParams.get('$top')) > max) {
      call.url.searchParams.set('$top', String(max));
    }
    const prefer = call.req.headers.prefer;
    if (typeof prefer === 'string') {
      call.req.headers.prefer = prefer.replace(
        /odata\.maxpagesize=(\d+)/i,
        (_all, size: string) => `odata.maxpagesize=${Math.min(Number(size), max)}`,
      );
    }
    return handle(call);
  };
}

const routesOf = (maxPageSize: number): ApiRoute[] => [
  route('GET', '/v1.0/me', 'me.get', getMe),
  route('GET', '/v1.0/me/messages', 'messages.list', pagedAtMost(maxPageSize, listMessages)),
  route(
    'GET',
    '/v1.0/me/mailFolders/{folder}/messages',
    'messages.list',
    pagedAtMost(maxPageSize, listMessages),
  ),
  route(
    'GET',
    '/v1.0/me/mailFolders/{folder}/messages/delta',
    'messages.delta',
    pagedAtMost(maxPageSize, deltaMessages),
  ),
  route(
    'GET',
    '/v1.0/me/mailFolders/{folder}/messages/microsoft.graph.delta()',
    'messages.delta',
    pagedAtMost(maxPageSize, deltaMessages),
  ),
  route('GET', '/v1.0/me/messages/delta', 'messages.delta', refuseUnscopedDelta),
  route('GET', '/v1.0/me/messages/{id}', 'messages.get', getMessage),
  route('GET', '/v1.0/me/messages/{id}/$value', 'messages.value', getMessageContent),
  route('POST', '/v1.0/me/sendMail', 'sendMail', sendMail),
  route('POST', '/v1.0/me/messages/{id}/forward', 'messages.forward', forwardMessage),
];

/**
 * Starts a loopback emulator of Microsoft Graph v1.0 mail that serves metadata only: `$select`
 * is required and never includes the body, at most four requests per mailbox run at once, and
 * delta queries support incremental rescans. Mail goes out through `sendMail`, or `forward` in a
 * message's conversation; the copy in Sent Items keeps the message's single-value extended
 * properties, which `$filter` and `$expand` find.
 * `Prefer: IdType="ImmutableId"` answers with immutable ids.
 */
export async function startGraphEmulator(options: GraphEmulatorOptions): Promise<GraphEmulator> {
  const { expireCursors, ...emulator } = await startApiEmulator(options, {
    label: 'graph-emulator',
    routes: routesOf(options.maxPageSize ?? GRAPH_MAX_PAGE),
    errors: GRAPH_ERRORS,
    limits: {
      maxConcurrent: options.maxConcurrent ?? GRAPH_MAX_CONCURRENT,
      unitsPerWindow: options.requestsPerTenMinutes ?? GRAPH_REQUESTS_PER_TEN_MINUTES,
      windowMs: 10 * 60 * 1000,
    },
    normalizePath: (path) => path.replace(/\/mailFolders\('([^'/]*)'\)/i, '/mailFolders/$1'),
  });
  return { ...emulator, expireDeltaTokens: expireCursors };
}
