import { randomUUID } from 'node:crypto';
import type { GeneratedMailbox } from '@reclaim/stand-ins/mail-apis';
import { microsoftModule } from '.';
import { describeProviderConformance, type ConformanceKit } from '#testing/provider-conformance';
import { startGraphStand } from '#testing/microsoft-test-kit';
import { emulatorResponse } from '#testing/response-mail';

/** The emulator's thread behind a Graph conversationId (`AAQkAD` and the thread in base64url). */
const threadOfConversation = (conversationId: string) =>
  Buffer.from(conversationId.replace(/^AAQkAD/, ''), 'base64url').toString();

/**
 * Microsoft against the Graph emulator and the token endpoint beside it; the provider's clock
 * stands at `SCAN_TIME` (2025-01-01). Graph has no way to revoke one app's grant.
 */
const kit: ConformanceKit = {
  descriptor: microsoftModule.descriptor,
  async start() {
    const mailboxes = new Map<string, GeneratedMailbox>();
    // Small pages, so the suite's mailbox takes several.
    const stand = await startGraphStand(mailboxes, { maxPageSize: 200 });
    const provider = stand.provider();
    return {
      provider,
      async seedMailbox(messages) {
        const address = `${randomUUID()}@mail.example`;
        mailboxes.set(address, { messages: [...messages], senders: [] });
        return { access: stand.accessOf(address), messages };
      },
      deliver: async ({ address }, messages) => stand.graph.addMessages(address, messages),
      sentMail: async ({ address }) =>
        stand.graph.sent(address).map(({ to, subject }) => ({ to, subject })),
      deliverResponse: async ({ address }, request, mail) =>
        stand.graph.addMessages(address, [
          emulatorResponse(request, mail, {
            // Exchange files answers and its own reports in the request's conversation.
            threadId: threadOfConversation(request.threadId ?? ''),
            mailSystem: 'postmaster@outlook.com',
          }),
        ]),
      expireCredentials: ({ address }) =>
        stand.accessOf(address, { accessToken: 'expired', expiresAt: 0 }),
      async rejectCredentials(access) {
        stand.graph.revokeGrant(access.address);
        return access;
      },
      close: () => stand.close(),
    };
  },
};

describeProviderConformance(kit);
