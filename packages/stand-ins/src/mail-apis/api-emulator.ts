import { createServer } from 'node:http';
import { createApiHandler, type ApiErrors, type ApiRoute } from './api-handler.js';
import { resolverFrom, type AuthOptions } from './bearer-auth.js';
import { closeServer, listenOnLoopback } from './http-kit.js';
import type { MailboxMessage } from './mailbox-generator.js';
import { createMailboxRegistry, type MailboxSource, type SentMessage } from './mailbox-store.js';
import {
  TrafficLedger,
  type FaultKind,
  type FaultStorm,
  type TrafficEntry,
  type TrafficLimits,
  type TrafficStats,
} from './traffic-ledger.js';

/** How to start either mail API emulator; give `userInfoUrl` or `resolveUser`. */
export interface ApiEmulatorOptions extends AuthOptions {
  /** 0 or absent picks a free port. */
  port?: number;
  mailboxes: MailboxSource;
  /** Delay before each answer, holding the request's concurrency slot; 0 by default. */
  latencyMs?: number;
  /** How long a `stall` holds its answer when the client does not hang up first; 60 s by default. */
  stallMs?: number;
  /** Milliseconds since the epoch, for the rate window and stats; `Date.now` by default. */
  clock?: () => number;
}

/** What both running mail API emulators offer tests. */
export interface ApiEmulator {
  baseUrl: string;
  stats(email: string): TrafficStats;
  /** Every request of `email` since `resetStats`, oldest first, with its answer. */
  traffic(email: string): TrafficEntry[];
  resetStats(email: string): void;
  /** Makes the next `times` requests of `email` fail; see {@link FaultKind}. */
  failNext(email: string, kind: FaultKind, times?: number): void;
  /** Fails a seeded share of the requests of `email` from now on; see {@link FaultStorm}. */
  storm(email: string, storm: FaultStorm): void;
  /**
   * Revokes the grant of `email` after `afterRequests` more requests: from then every request is
   * answered 401 and `tokenFailureFor` says `invalid_grant`.
   */
  revokeGrant(email: string, afterRequests?: number): void;
  /** Drops scripted failures and storms, and restores a revoked grant. */
  clearFailures(email: string): void;
  /** 'invalid_grant' while the grant of `email` is revoked: what a refresh should be answered. */
  tokenFailureFor(email: string): 'invalid_grant' | null;
  /** Delivers new mail; it shows up in the next incremental sync. */
  addMessages(email: string, messages: readonly MailboxMessage[]): void;
  /** What `email` sent, oldest first. */
  sent(email: string): SentMessage[];
  close(): Promise<void>;
}

/** What one mail API is made of: its methods, how it words errors, its per-user limits. */
export interface ApiDefinition {
  /** Names the emulator in its logs (`gmail-emulator`). */
  label: string;
  routes: readonly ApiRoute[];
  errors: ApiErrors;
  limits: TrafficLimits;
  /** Rewrites a path before routing, e.g. OData keys `folders('x')` to `folders/x`. */
  normalizePath?: (path: string) => string;
}

/**
 * Serves `api` on loopback over the mailboxes of `options`, with one traffic ledger for its
 * limits, counters and scripted failures. `expireCursors` forgets the mailbox's change log; each
 * emulator names it after its own cursors (history ids, delta tokens).
 */
export async function startApiEmulator(
  options: ApiEmulatorOptions,
  api: ApiDefinition,
): Promise<ApiEmulator & { expireCursors: (email: string) => void }> {
  const mailboxOf = createMailboxRegistry(options.mailboxes);
  const ledger = new TrafficLedger(api.limits, options.clock ?? Date.now);
  const server = createServer(
    createApiHandler({
      label: api.label,
      routes: api.routes,
      errors: api.errors,
      resolveUser: resolverFrom(options),
      mailboxOf,
      ledger,
      latencyMs: options.latencyMs ?? 0,
      stallMs: options.stallMs ?? 60_000,
      normalizePath: api.normalizePath,
    }),
  );
  const baseUrl = await listenOnLoopback(server, options.port);

  return {
    baseUrl,
    stats: (email) => ledger.stats(email),
    traffic: (email) => ledger.traffic(email),
    resetStats: (email) => ledger.resetStats(email),
    failNext: (email, kind, times) => ledger.failNext(email, kind, times),
    storm: (email, storm) => ledger.storm(email, storm),
    revokeGrant: (email, afterRequests) => ledger.revokeGrant(email, afterRequests),
    clearFailures: (email) => ledger.clearFailures(email),
    tokenFailureFor: (email) => ledger.tokenFailureFor(email),
    addMessages: (email, messages) => void mailboxOf(email).add(messages),
    expireCursors: (email) => mailboxOf(email).expireCursors(),
    sent: (email) => [...mailboxOf(email).sent],
    close: () => closeServer(server),
  };
}
