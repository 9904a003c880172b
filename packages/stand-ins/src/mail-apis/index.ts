/**
 * Loopback stand-ins for the mail APIs Reclaim reads: a Gmail REST API and a Microsoft Graph
 * emulator that serve a generated mailbox as metadata only, charge quota, throttle like the real
 * services and refuse any request for message bodies. Tests drive failures with `failNext` or a
 * seeded `storm` of them (stalls included), revoke a grant midway with `revokeGrant`, read each
 * request and its answer with `traffic`, deliver new mail with `addMessages`, expire sync
 * cursors, read what was sent with `sent`, and make refreshes fail through
 * {@link startTokenEndpointGate}.
 */
export {
  fixedTokens,
  userInfoResolver,
  type ResolvedUser,
  type ResolveUser,
} from './bearer-auth.js';
export { GMAIL_MAX_PAGE, HISTORY_BASE } from './gmail-messages.js';
export { GMAIL_QUERY_MAX_LENGTH } from './gmail-query.js';
export type { GmailSearchMode } from './gmail-search.js';
export { GRAPH_MAX_PAGE } from './graph-shape.js';
export {
  GMAIL_MAX_CONCURRENT,
  GMAIL_QUOTA_REGIMES,
  startGmailEmulator,
  unitsAt,
  type GmailQuotaRegime,
  type GmailEmulator,
  type GmailEmulatorOptions,
} from './gmail-emulator.js';
export {
  GRAPH_MAX_CONCURRENT,
  GRAPH_REQUESTS_PER_TEN_MINUTES,
  startGraphEmulator,
  type GraphEmulator,
  type GraphEmulatorOptions,
} from './graph-emulator.js';
export {
  generateMailbox,
  groundTruth,
  type DomainTruth,
  type GeneratedMailbox,
  type GroundTruthOptions,
  type Mailbox,
  type MailboxMessage,
  type MailboxOptions,
} from './mailbox-generator.js';
export type { MailboxSource, SentMessage } from './mailbox-store.js';
export {
  generateRealisticMailbox,
  type RealisticCases,
  type RealisticMailbox,
  type RealisticMailboxOptions,
} from './realistic-mailbox.js';
export { personDomainsOf, senderKindsOf } from './person-domains.js';
export { FREE_MAIL_DOMAINS, registrableDomainOf } from './registrable-domain.js';
export {
  startTokenEndpointGate,
  type TokenEndpointGate,
  type TokenEndpointGateOptions,
} from './token-endpoint-gate.js';
export type { FaultKind, FaultStorm, TrafficEntry, TrafficStats } from './traffic-ledger.js';
