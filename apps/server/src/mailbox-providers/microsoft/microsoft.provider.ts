import type { MailboxAccess, MailboxProvider } from '../provider';
import { createTokenKeeper, type OAuthClient } from '../shared/oauth-token-keeper';
import { createGraphCall, type GraphCall } from './graph-client';
import { listPage, rescan, startListScan } from './graph-scan';
import { MailboxSlots } from './mailbox-slots';
import { listCursorSchema, syncCursorSchema } from './microsoft-cursor';

/** Outlook's MailboxConcurrency limit: 4 requests in flight per app and mailbox. */
export const GRAPH_MAX_CONCURRENT = 4;

/** How the Microsoft adapter reaches Graph; endpoints are configuration so tests use loopback. */
export interface MicrosoftProviderOptions extends OAuthClient {
  /** `https://graph.microsoft.com` unless a test points elsewhere. */
  graphBaseUrl?: string;
  maxConcurrent?: number;
  fetch?: typeof fetch;
  clock?: () => number;
}

/**
 * Reads Outlook and Microsoft 365 mailboxes through Microsoft Graph: a full scan lists
 * `/me/messages` 1000 at a time with `$select` (never a body field), rescans follow an Inbox
 * delta link, and requests to `sendMail` go out from the user's mailbox.
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
    async send(access, message) {
      await callFor(access)({
        url: '/v1.0/me/sendMail',
        isOnce: true,
        json: {
          message: {
            subject: message.subject,
            body: { contentType: 'HTML', content: message.html },
            toRecipients: [{ emailAddress: { address: message.to } }],
            // Graph answers 202 without an id; our own header finds the message in Sent Items.
            internetMessageHeaders: [{ name: 'X-Reclaim-Request-Id', value: message.messageId }],
          },
          saveToSentItems: true,
        },
      });
      return { providerMessageId: message.messageId };
    },
    async revoke() {
      // The Microsoft identity platform has no endpoint that revokes one app's grant: the
      // closest, revokeSignInSessions, signs the user out of every app and needs more scopes.
      // Reclaim forgets the tokens; the user removes the consent under "Apps and services".
    },
  };
}
