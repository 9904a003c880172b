import { createServer } from 'node:http';
import { createApiHandler, pathPattern, type ApiCall, type ApiRoute } from './api-handler.js';
import { resolverFrom, type AuthOptions } from './bearer-auth.js';
import { deltaMessages } from './graph-delta.js';
import { GRAPH_ERRORS, graphBadRequest } from './graph-errors.js';
import { getMe, getMessage, getMessageContent, listMessages } from './graph-messages.js';
import { forwardMessage, sendMail } from './graph-outgoing.js';
import { closeServer, listenOnLoopback, type Reply } from './http-kit.js';
import type { MailboxMessage } from './mailbox-generator.js';
import { createMailboxRegistry, type MailboxSource, type SentMessage } from './mailbox-store.js';
import { TrafficLedger, type FaultKind, type TrafficStats } from './traffic-ledger.js';

/** Outlook's MailboxConcurrency limit: 4 concurrent requests per app and mailbox. */
export const GRAPH_MAX_CONCURRENT = 4;

/** Outlook's per-mailbox limit: 10,000 requests per app and mailbox in 10 minutes. */
export const GRAPH_REQUESTS_PER_TEN_MINUTES = 10_000;

/** How to start the Graph emulator; give `userInfoUrl` or `resolveUser`. */
export interface GraphEmulatorOptions extends AuthOptions {
  /** 0 or absent picks a free port. */
  port?: number;
  mailboxes: MailboxSource;
  maxConcurrent?: number;
  requestsPerTenMinutes?: number;
  /** Delay before each answer, holding the request's concurrency slot; 0 by default. */
  latencyMs?: number;
  /** Milliseconds since the epoch, for the rate window and stats; `Date.now` by default. */
  clock?: () => number;
}

/** A running Microsoft Graph v1.0 mail emulator. */
export interface GraphEmulator {
  /** Point Reclaim's Graph base here: paths are `/v1.0/me/...`. */
  baseUrl: string;
  /** `units` counts requests: Outlook limits requests, not weighted units. */
  stats(email: string): TrafficStats;
  resetStats(email: string): void;
  /** Makes the next `times` requests of `email` fail; see {@link FaultKind}. */
  failNext(email: string, kind: FaultKind, times?: number): void;
  clearFailures(email: string): void;
  /** 'invalid_grant' while the grant of `email` is revoked: what a refresh should be answered. */
  tokenFailureFor(email: string): 'invalid_grant' | null;
  /** Delivers new mail; it shows up in the next delta round. */
  addMessages(email: string, messages: readonly MailboxMessage[]): void;
  /** Forgets the change log: every delta token handed out so far answers 410. */
  expireDeltaTokens(email: string): void;
  /** What `email` sent through `sendMail` and `forward`, oldest first. */
  sent(email: string): SentMessage[];
  close(): Promise<void>;
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

const ROUTES: ApiRoute[] = [
  route('GET', '/v1.0/me', 'me.get', getMe),
  route('GET', '/v1.0/me/messages', 'messages.list', listMessages),
  route('GET', '/v1.0/me/mailFolders/{folder}/messages', 'messages.list', listMessages),
  route('GET', '/v1.0/me/mailFolders/{folder}/messages/delta', 'messages.delta', deltaMessages),
  route(
    'GET',
    '/v1.0/me/mailFolders/{folder}/messages/microsoft.graph.delta()',
    'messages.delta',
    deltaMessages,
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
  const mailboxOf = createMailboxRegistry(options.mailboxes);
  const ledger = new TrafficLedger(
    {
      maxConcurrent: options.maxConcurrent ?? GRAPH_MAX_CONCURRENT,
      unitsPerWindow: options.requestsPerTenMinutes ?? GRAPH_REQUESTS_PER_TEN_MINUTES,
      windowMs: 10 * 60 * 1000,
    },
    options.clock ?? Date.now,
  );
  const server = createServer(
    createApiHandler({
      label: 'graph-emulator',
      routes: ROUTES,
      errors: GRAPH_ERRORS,
      resolveUser: resolverFrom(options),
      mailboxOf,
      ledger,
      latencyMs: options.latencyMs ?? 0,
      normalizePath: (path) => path.replace(/\/mailFolders\('([^'/]*)'\)/i, '/mailFolders/$1'),
    }),
  );
  const baseUrl = await listenOnLoopback(server, options.port);

  return {
    baseUrl,
    stats: (email) => ledger.stats(email),
    resetStats: (email) => ledger.resetStats(email),
    failNext: (email, kind, times) => ledger.failNext(email, kind, times),
    clearFailures: (email) => ledger.clearFailures(email),
    tokenFailureFor: (email) => ledger.tokenFailureFor(email),
    addMessages: (email, messages) => void mailboxOf(email).add(messages),
    expireDeltaTokens: (email) => mailboxOf(email).expireCursors(),
    sent: (email) => [...mailboxOf(email).sent],
    close: () => closeServer(server),
  };
}
