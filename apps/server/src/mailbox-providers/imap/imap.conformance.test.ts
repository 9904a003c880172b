import {
  DOVECOT_MISSING,
  startDovecot,
  type ImapTestMessage,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import type { MailboxMessage } from '@reclaim/stand-ins/mail-apis';
import { imapModule } from '.';
import { createImapProvider } from './imap.provider';
import type { MailboxAccess } from '../provider';
import { asMailClient } from '#testing/as-mail-client';
import { describeProviderConformance, type ConformanceKit } from '#testing/provider-conformance';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';
import { hasDovecot } from '#testing/mailbox-stands';
import { rawResponse } from '#testing/response-mail';
import { startSmtpRecorder } from '#testing/smtp-recorder';

const PASSWORD = 'app-password-3';
/** One mailbox for each check that seeds one, and a few to spare. */
const USERNAMES = Array.from({ length: 12 }, (_, index) => `user${index}`);
/** A mailbox connected with the form, whose user name is its address as the form sends it. */
const FORM_ADDRESS = 'form-login@example.org';

const usernameOf = (access: MailboxAccess) => String(access.credentials.username);

/** A generated message as RFC 822 text for Dovecot's maildir. */
const asImapMessage =
  (to: string) =>
  (message: MailboxMessage): ImapTestMessage => ({
    from: message.from,
    to,
    subject: message.subject,
    date: message.date,
    messageId: `<${message.id}@${message.from.address.split('@')[1] ?? 'example.net'}>`,
    ...(message.listUnsubscribe && { listUnsubscribe: `<mailto:unsubscribe@example.net>` }),
    body: 'Hello.\r\n',
  });

/**
 * IMAP against a private Dovecot with a Sent folder, sending through a loopback SMTP server that
 * records what it accepts. Skipped where Dovecot is not installed.
 */
const kit: ConformanceKit = {
  descriptor: imapModule.descriptor,
  ...(!hasDovecot && { unavailable: DOVECOT_MISSING }),
  async start() {
    const smtp = await startSmtpRecorder(
      Object.fromEntries([...USERNAMES, FORM_ADDRESS].map((username) => [username, PASSWORD])),
    );
    const dovecot = await startDovecot({
      users: [...USERNAMES, FORM_ADDRESS].map((username) => ({ username, password: PASSWORD })),
      sentFolder: 'Sent',
    });
    const unused = [...USERNAMES];
    // Small pages, so the suite's mailbox takes several.
    const provider = createImapProvider({ policy: LOOPBACK_MAIL_POLICY, pageSize: 200 });
    return {
      provider,
      async seedMailbox(messages) {
        const username = unused.shift();
        if (!username) throw new Error('No IMAP mailbox left on the test Dovecot');
        const address = `${username}@example.org`;
        await dovecot.addMessages(username, messages.map(asImapMessage(address)));
        const access = {
          address,
          credentials: { kind: 'password', username, password: PASSWORD },
          settings: {
            imapHost: dovecot.host,
            imapPort: dovecot.port,
            imapSecure: false,
            smtpHost: smtp.host,
            smtpPort: smtp.port,
            smtpSecure: false,
          },
        };
        return { access, messages };
      },
      formLogin: async () => {
        const servers = {
          imapHost: dovecot.host,
          imapPort: dovecot.port,
          smtpHost: smtp.host,
          smtpPort: smtp.port,
        };
        return {
          address: FORM_ADDRESS,
          login: { password: PASSWORD, ...servers },
          wrongLogin: { password: 'not-the-password', ...servers },
        };
      },
      deliver: (access, messages) =>
        dovecot.addMessages(usernameOf(access), messages.map(asImapMessage(access.address))),
      sentMail: async ({ address }) =>
        smtp.accepted
          .filter((mail) => mail.from === address)
          .map((mail) => ({ to: mail.to, subject: /^Subject: (.*)$/im.exec(mail.raw)?.[1] ?? '' })),
      // Delivered as another mail program would file it, received at `mail.at`.
      deliverResponse: (access, request, mail) =>
        asMailClient(
          dovecot,
          { username: usernameOf(access), password: PASSWORD },
          async (client) => {
            await client.append('INBOX', rawResponse(access.address, request, mail), [], mail.at);
          },
        ),
      // The password was changed, or the app password withdrawn, at the mail service.
      rejectCredentials: async (access) => ({
        ...access,
        credentials: { ...access.credentials, password: 'changed-elsewhere' },
      }),
      async close() {
        await dovecot.close();
        await smtp.close();
      },
    };
  },
};

describeProviderConformance(kit);
