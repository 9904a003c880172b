import { randomUUID } from 'node:crypto';
import type { GeneratedMailbox } from '@reclaim/stand-ins/mail-apis';
import { gmailModule } from '.';
import { describeProviderConformance, type ConformanceKit } from '#testing/provider-conformance';
import { startGmailStand } from '#testing/gmail-test-kit';
import { emulatorResponse } from '#testing/response-mail';

/** Fast enough that quota never paces the checks, within Gmail's 5 requests in flight. */
const FAST = { unitsPerSecond: 20_000, maxConcurrent: 5 };

/** Gmail against the Gmail emulator and the token and revoke endpoints beside it. */
const kit: ConformanceKit = {
  descriptor: gmailModule.descriptor,
  async start() {
    const mailboxes = new Map<string, GeneratedMailbox>();
    const stand = await startGmailStand(mailboxes, FAST);
    // Few senders a page, so the suite's mailbox takes several pages.
    const provider = stand.provider({ revokeUrl: stand.revokeUrl, sendersPerPage: 10 });
    return {
      provider,
      async seedMailbox(messages) {
        const address = `${randomUUID()}@mail.example`;
        mailboxes.set(address, { messages: [...messages], senders: [] });
        return { access: stand.accessOf(address), messages };
      },
      deliver: async ({ address }, messages) => stand.gmail.addMessages(address, messages),
      sentMail: async ({ address }) =>
        stand.gmail.sent(address).map(({ to, subject }) => ({ to, subject })),
      deliverResponse: async ({ address }, request, mail) =>
        stand.gmail.addMessages(address, [
          emulatorResponse(request, mail, {
            // Gmail files answers and its own reports in the request's thread.
            threadId: request.threadId ?? '',
            mailSystem: 'mailer-daemon@googlemail.com',
          }),
        ]),
      expireCredentials: ({ address }) =>
        stand.accessOf(address, { accessToken: 'expired', expiresAt: 0 }),
      async rejectCredentials(access) {
        stand.gmail.revokeGrant(access.address);
        return access;
      },
      isRevoked: ({ credentials }) => stand.revoked.includes(String(credentials.refreshToken)),
      close: () => stand.close(),
    };
  },
};

describeProviderConformance(kit);
