import { z } from 'zod';
import type { MailboxAccess, MailboxProvider, ScanCursor, SentMessage } from '../provider';
import { createTokenKeeper, type OAuthClient } from '../shared/oauth-token-keeper';
import { oauthCredentialsSchema } from '../shared/oauth-credentials';
import { createGmailCall, type GmailCall } from './gmail-client';
import { GMAIL_QUOTAS, type GmailQuotaRegime } from './gmail-quota';
import { sweepCursorSchema, syncCursorSchema, type GmailScanPage } from './gmail-scan-page';
import { syncPage } from './history-sync';
import { encodeOutgoingMessage } from './outgoing-message';
import { QuotaGate } from './quota-gate';
import { findGmailResponses } from './gmail-responses';
import { readSenderSamples } from './sender-samples';
import {
  NO_MAILBOX_SERVICES,
  startSweep,
  sweepPage,
  type MailboxServices,
  type SweepContext,
} from './sender-sweep';
import { SweepMemory } from './sweep-memory';
import { followLedger, type GateLedger, type LedgerFollower } from '../shared/gate-ledger';
import type { SharedBudget } from '../shared/shared-budget';

/** Requests in flight per mailbox; Google publishes no figure, more draws 429s. */
export const GMAIL_MAX_CONCURRENT = 5;

/** How the Gmail adapter reaches Google; endpoints are configuration so tests use loopback. */
export interface GmailProviderOptions extends OAuthClient {
  /** `https://gmail.googleapis.com` unless a test points elsewhere. */
  apiBaseUrl?: string;
  /**
   * Google: `https://oauth2.googleapis.com/revoke`, or how to find it (the issuer's discovery
   * document's `revocation_endpoint`). Without one `revoke` does nothing.
   */
  revokeUrl?: string | (() => Promise<string | undefined>);
  /**
   * The prices and per-user limit of the Cloud project: `current` unless it kept the legacy ones
   * (see `GMAIL_QUOTAS`). `unitsPerSecond` replaces the limit by a per-second one (tests run fast).
   */
  quota?: GmailQuotaRegime;
  unitsPerSecond?: number;
  maxConcurrent?: number;
  fetch?: typeof fetch;
  /**
   * Mailbox services (pass the scanner's): their users are people, covered one address at a time
   * and never read twice; the service's own mail is swept by address. Without them every sender
   * is swept like a company and left to the scanner to drop, which costs a few more units.
   */
  mailboxServices?: MailboxServices;
  /**
   * Mailboxes whose sweep state is kept between pages (8): at least the scans that take turns in
   * this process, or a scan's next page reads again what its state would have spared.
   */
  sweepMailboxes?: number;
  /** The Cloud project's units a minute across every mailbox and process (none: not kept). */
  projectBudget?: SharedBudget;
  /**
   * Where the server's processes tell each other what they spent of each mailbox's per-user
   * quota (none: each process keeps the limit alone, as one process does).
   */
  gateLedger?: GateLedger;
  /** Senders swept per scan page (25): a page, and so a commit, every few seconds of quota. */
  sendersPerPage?: number;
  /** How long one request may take before it is tried again; `REQUEST_TIMEOUT_MS` by default. */
  requestTimeoutMs?: number;
  clock?: () => number;
}

/** The Gmail adapter: its scan pages may carry sender totals (see {@link GmailScanPage}). */
export interface GmailProvider extends MailboxProvider {
  scan(access: MailboxAccess, cursor: ScanCursor | null): Promise<GmailScanPage>;
}

const sentSchema = z.object({ id: z.string(), threadId: z.string().optional() });
const foundSchema = z.object({ messages: z.array(sentSchema).optional() });
const sendAsSchema = z.object({
  sendAs: z
    .array(z.object({ sendAsEmail: z.string(), isPrimary: z.boolean().optional() }))
    .default([]),
});

const sentMessageOf = ({ id, threadId }: z.infer<typeof sentSchema>): SentMessage => ({
  providerMessageId: id,
  ...(threadId && { threadId }),
});

/**
 * Reads Gmail through its REST API with a quota-aware sender sweep (cost grows with distinct
 * senders, not messages), rescans incrementally with `history.list`, sends with `messages.send`
 * (which files the copy in Sent) and finds that copy again by our Message-ID. Every request of a
 * mailbox goes through one {@link QuotaGate}.
 */
export function createGmailProvider(options: GmailProviderOptions): GmailProvider {
  const fetchFn = options.fetch ?? fetch;
  const clock = options.clock ?? Date.now;
  const quota = GMAIL_QUOTAS[options.quota ?? 'current'];
  const limits = {
    ...(options.unitsPerSecond
      ? { unitsPerWindow: options.unitsPerSecond, windowMs: 1000 }
      : { unitsPerWindow: quota.unitsPerWindow, windowMs: quota.windowMs }),
    maxConcurrent: options.maxConcurrent ?? GMAIL_MAX_CONCURRENT,
  };
  const gates = new Map<string, { gate: QuotaGate; ledger?: LedgerFollower }>();
  const memory = new SweepMemory(options.sweepMailboxes);

  const gateFor = (address: string) => {
    const key = address.toLowerCase();
    let mailbox = gates.get(key);
    if (!mailbox) {
      if (gates.size >= 1000)
        for (const [other, idle] of gates) if (idle.gate.isIdle()) gates.delete(other);
      const gate = new QuotaGate(limits, clock);
      const ledger =
        options.gateLedger &&
        followLedger(gate, options.gateLedger, `gmail:${key}`, limits.windowMs, clock);
      mailbox = { gate, ...(ledger && { ledger }) };
      gates.set(key, mailbox);
    }
    return mailbox;
  };
  const callFor = (access: MailboxAccess, mailbox = gateFor(access.address)): GmailCall =>
    createGmailCall({
      apiBaseUrl: options.apiBaseUrl ?? 'https://gmail.googleapis.com',
      fetch: fetchFn,
      ...mailbox,
      units: quota.units,
      tokens: createTokenKeeper(access, { ...options, providerName: 'Google' }, fetchFn, clock),
      clock,
      timeoutMs: options.requestTimeoutMs,
      ...(options.projectBudget ? { projectBudget: options.projectBudget } : {}),
    });
  /**
   * Runs one operation on a mailbox (a scan page, a send …) counting what the server's other
   * processes spent on it, and then tells them what this one spent.
   */
  const withMailbox = async <T>(
    access: MailboxAccess,
    operation: (call: GmailCall) => Promise<T>,
  ) => {
    const mailbox = gateFor(access.address);
    const { ledger } = mailbox;
    await ledger?.begin();
    try {
      return await operation(callFor(access, mailbox));
    } finally {
      await ledger?.publish();
    }
  };

  return {
    id: 'gmail',
    scan: (access, cursor) =>
      withMailbox(access, async (call) => {
        const context: SweepContext = {
          call,
          address: access.address.toLowerCase(),
          memory,
          services: options.mailboxServices ?? NO_MAILBOX_SERVICES,
          maxSendersPerPage: options.sendersPerPage ?? 25,
          maxListPagesPerPage: 10,
          clock,
        };
        if (cursor === null) return sweepPage(context, await startSweep(call, null, clock));
        const sweep = sweepCursorSchema.safeParse(cursor);
        if (sweep.success) return sweepPage(context, sweep.data);
        const sync = syncCursorSchema.parse(cursor);
        const page = await syncPage(call, sync, clock);
        if (page) return page;
        // Google keeps about a week of history. Sweep again, but only what arrived since the last
        // scan: the scanner adds pages to what it has, so an older range would count twice.
        return sweepPage(context, await startSweep(call, sync.syncedTo ?? null, clock));
      }),
    readSamples: (access, domain, limit) =>
      withMailbox(access, (call) => readSenderSamples(call, domain, limit)),
    listAliases: (access) =>
      withMailbox(access, async (call) => {
        const { sendAs } = sendAsSchema.parse(
          await call('settings.sendAs.list', 'settings/sendAs'),
        );
        return sendAs
          .filter((entry) => !entry.isPrimary)
          .map((entry) => entry.sendAsEmail.toLowerCase());
      }),
    send: (access, message) =>
      withMailbox(access, async (call) => {
        const raw = await encodeOutgoingMessage(access, message);
        // Gmail threads a reply only given the thread and the RFC 822 reply headers (in `raw`).
        const threadId = message.inReplyTo?.threadId;
        const json = threadId ? { raw, threadId } : { raw };
        const sent = await call('messages.send', 'messages/send', { json });
        return sentMessageOf(sentSchema.parse(sent));
      }),
    findSent: (access, messageId) =>
      withMailbox(access, async (call) => {
        const query = new URLSearchParams({
          // Google documents the operator with the bare id (`rfc822msgid:200503292@example.com`).
          q: `rfc822msgid:${messageId.replace(/^<(.*)>$/, '$1')}`,
          // A copy the person has since binned still went out.
          includeSpamTrash: 'true',
        });
        const found = await call('messages.list', 'messages', { query });
        const [copy] = foundSchema.parse(found).messages ?? [];
        return copy ? sentMessageOf(copy) : null;
      }),
    findResponses: (access, requests) =>
      withMailbox(access, (call) => findGmailResponses(call, access, requests)),
    async revoke(access) {
      const credentials = oauthCredentialsSchema.safeParse(access.credentials).data;
      if (!options.revokeUrl || !credentials) return;
      // Revoking the refresh token ends the whole grant, access tokens included.
      const token = credentials.refreshToken ?? credentials.accessToken;
      try {
        const revokeUrl =
          typeof options.revokeUrl === 'string' ? options.revokeUrl : await options.revokeUrl();
        if (!revokeUrl) return;
        await fetchFn(revokeUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          // RFC 7009 has a confidential client authenticate, and the local OpenID provider
          // insists; Google documents only `token` (decision 0016).
          body: new URLSearchParams({
            token,
            client_id: options.clientId,
            client_secret: options.clientSecret,
          }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        // A grant that cannot be revoked now is dead to us anyway; the user can revoke it at Google.
      }
    },
  };
}
