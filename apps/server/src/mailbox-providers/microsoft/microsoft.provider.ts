import { z } from 'zod';
import type { MailboxAccess, MailboxProvider } from '../provider';
import { createTokenKeeper, type OAuthClient } from '../shared/oauth-token-keeper';
import { sleep } from '../shared/retry-policy';
import type { SharedBudget } from '../shared/shared-budget';
import { createGraphCall, type GraphCall } from './graph-client';
import { listPage, rescan, startListScan } from './graph-scan';
import { findGraphResponses } from './graph-responses';
import { findSentCopy, sendWithMessageId } from './graph-send';
import { MailboxSlots } from './mailbox-slots';
import { listCursorSchema, syncCursorSchema } from './microsoft-cursor';

const meSchema = z.object({ proxyAddresses: z.array(z.string()).default([]) });

/** Outlook's MailboxConcurrency limit: 4 requests in flight per app and mailbox. */
export const GRAPH_MAX_CONCURRENT = 4;

/** How the Microsoft adapter reaches Graph; endpoints are configuration so tests use loopback. */
export interface MicrosoftProviderOptions extends OAuthClient {
  /** `https://graph.microsoft.com` unless a test points elsewhere. */
  graphBaseUrl?: string;
  maxConcurrent?: number;
  fetch?: typeof fetch;
  clock?: () => number;
  /** Waits while a sent message's copy is not yet in Sent Items; tests make it instant. */
  sleep?: (ms: number) => Promise<void>;
  /** How long one request may take before it is tried again; `REQUEST_TIMEOUT_MS` by default. */
  requestTimeoutMs?: number;
  /** The app's requests across every mailbox and process (none: not kept). */
  appBudget?: SharedBudget;
}

/**
 * Reads Outlook and Microsoft 365 mailboxes through Microsoft Graph: a full scan lists
 * `/me/messages` 1000 at a time with `$select` (never a body field), rescans follow an Inbox
 * delta link, and requests go out from the user's mailbox through `sendMail`, their Sent Items
 * copy marked with our Message-ID (see {@link sendWithMessageId}).
 */
export function createMicrosoftProvider(options: MicrosoftProviderOptions): MailboxProvider {
  const fetchFn = options.fetch ?? fetch;
  const clock = options.clock ?? Date.now;
  const maxConcurrent = options.maxConcurrent ?? GRAPH_MAX_CONCURRENT;
  const slotsByMailbox = new Map<string, MailboxSlots>();

  const slotsFor = (address: string) => {
    const key = address.toLowerCase();
    let slots = slotsByMailbox.get(key);
    if (!slots) {
      if (slotsByMailbox.size >= 1000)
        for (const [other, idle] of slotsByMailbox) if (idle.isIdle()) slotsByMailbox.delete(other);
      slots = new MailboxSlots(maxConcurrent);
      slotsByMailbox.set(key, slots);
    }
    return slots;
  };
  const callFor = (access: MailboxAccess): GraphCall =>
    createGraphCall({
      graphBaseUrl: options.graphBaseUrl ?? 'https://graph.microsoft.com',
      fetch: fetchFn,
      slots: slotsFor(access.address),
      tokens: createTokenKeeper(access, { ...options, providerName: 'Microsoft' }, fetchFn, clock),
      timeoutMs: options.requestTimeoutMs,
      ...(options.appBudget ? { appBudget: options.appBudget } : {}),
    });

  return {
    id: 'microsoft',
    async scan(access, cursor) {
      const call = callFor(access);
      if (cursor === null) return startListScan(call, null, clock);
      const list = listCursorSchema.safeParse(cursor);
      if (list.success) return listPage(call, list.data);
      return rescan(call, syncCursorSchema.parse(cursor), clock);
    },
    send: (access, message) => sendWithMessageId(callFor(access), message, options.sleep ?? sleep),
    findSent: (access, messageId) => findSentCopy(callFor(access), messageId),
    findResponses: (access, requests) => findGraphResponses(callFor(access), access, requests),
    async listAliases(access) {
      const me = meSchema.parse(await callFor(access)({ url: '/v1.0/me?$select=proxyAddresses' }));
      // `SMTP:` is the primary address; other `smtp:` entries are aliases (`x500:`, `sip:` are not).
      return me.proxyAddresses
        .filter((entry) => entry.startsWith('smtp:'))
        .map((entry) => entry.slice('smtp:'.length).toLowerCase());
    },
    async revoke() {
      // The Microsoft identity platform has no endpoint that revokes one app's grant: the
      // closest, revokeSignInSessions, signs the user out of every app and needs more scopes.
      // Reclaim forgets the tokens; the user removes the consent under "Apps and services".
    },
  };
}
