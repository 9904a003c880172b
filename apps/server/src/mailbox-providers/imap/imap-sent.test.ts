import nodemailer from 'nodemailer';
import { asMailClient } from '#testing/as-mail-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  generateImapMessages,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import type { MailboxAccess, OutgoingMessage } from '../provider';
import { createImapProvider } from './imap.provider';
import type { MailTransportFactory } from './smtp-send';
import { LOOPBACK_MAIL_POLICY } from '#testing/loopback-mail-policy';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-1';

const requestOf = (messageId: string): OutgoingMessage => ({
  to: 'privacy@shop.example',
  subject: 'Request to delete my personal data',
  html: '<p>Please delete my data.</p>',
  messageId,
});

/**
 * The private Dovecot speaks IMAP only, so SMTP goes to nodemailer's stream transport, which
 * builds exactly what SMTP would carry; the Sent copies are filed in Dovecot over IMAP.
 */
function capturingTransport() {
  const sent: string[] = [];
  const factory: MailTransportFactory = () => {
    const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return {
      async sendMail(mail) {
        const info = await stream.sendMail(mail);
        sent.push((info.message as Buffer).toString());
        return info;
      },
      close: () => stream.close(),
    };
  };
  return { factory, sent };
}

function accessFor(dovecot: RunningDovecot, username: string): MailboxAccess {
  return {
    address: `${username}@example.org`,
    credentials: { kind: 'password', username, password: PASSWORD },
    settings: {
      imapHost: dovecot.host,
      imapPort: dovecot.port,
      imapSecure: false,
      smtpHost: dovecot.host,
      smtpPort: 2525,
    },
  };
}

/** Every message of `folder`: its Message-ID, flags and full text; null without the folder. */
const readFolder = (dovecot: RunningDovecot, username: string, folder: string) =>
  asMailClient(dovecot, { username: username, password: PASSWORD }, async (client) => {
    const folders = await client.list();
    if (!folders.some((entry) => entry.path === folder)) return null;
    const { exists } = await client.mailboxOpen(folder, { readOnly: true });
    if (exists === 0) return [];
    const messages = await client.fetchAll('1:*', { envelope: true, flags: true, source: true });
    return messages.map((message) => ({
      messageId: message.envelope?.messageId,
      // \Recent only says this session is the first to see the message.
      flags: [...(message.flags ?? [])].filter((flag) => flag !== '\\Recent'),
      source: message.source?.toString(),
    }));
  });

describe.skipIf(!hasDovecot)('IMAP provider: the copy in Sent', () => {
  let dovecot: RunningDovecot;
  const users = ['ada', 'ben', 'cy', 'dee', 'eve'];

  beforeAll(async () => {
    dovecot = await startDovecot({
      users: [
        ...users.map((username) => ({ username, password: PASSWORD })),
        {
          username: 'full',
          password: PASSWORD,
          messages: generateImapMessages({ seed: 5, messages: 20, senders: 4 }),
          quotaKilobytes: 1,
        },
      ],
    });
  });
  afterAll(() => dovecot?.close());

  it('files the message it sent in a new Sent folder, once, marked read', async () => {
    const { factory, sent } = capturingTransport();
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
    });

    const result = await provider.send(accessFor(dovecot, 'ada'), requestOf('<req-1@r.test>'));

    expect(result).toEqual({ providerMessageId: '<req-1@r.test>', threadId: '<req-1@r.test>' });
    expect(sent).toHaveLength(1);
    expect(await readFolder(dovecot, 'ada', 'Sent')).toEqual([
      { messageId: '<req-1@r.test>', flags: ['\\Seen'], source: sent[0] },
    ]);
  });

  it('files the copy in an existing "Sent Items" folder', async () => {
    await asMailClient(dovecot, { username: 'ben', password: PASSWORD }, (client) =>
      client.mailboxCreate('Sent Items'),
    );
    const { factory } = capturingTransport();
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
    });

    await provider.send(accessFor(dovecot, 'ben'), requestOf('<req-2@r.test>'));

    const copies = await readFolder(dovecot, 'ben', 'Sent Items');
    expect(copies?.map((copy) => copy.messageId)).toEqual(['<req-2@r.test>']);
    expect(await readFolder(dovecot, 'ben', 'Sent')).toBeNull();
  });

  it('files no second copy of a message the server already filed', async () => {
    // What a server that files the mail its SMTP server relays would hold.
    await asMailClient(dovecot, { username: 'cy', password: PASSWORD }, async (client) => {
      await client.mailboxCreate('Sent');
      await client.append('Sent', 'Message-ID: <req-3@r.test>\r\nSubject: x\r\n\r\nx\r\n');
    });
    const { factory, sent } = capturingTransport();
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
    });

    await provider.send(accessFor(dovecot, 'cy'), requestOf('<req-3@r.test>'));

    expect(sent).toHaveLength(1);
    expect(await readFolder(dovecot, 'cy', 'Sent')).toHaveLength(1);
  });

  it('finds the copy by our Message-ID, and nothing for another', async () => {
    const { factory } = capturingTransport();
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
    });
    await provider.send(accessFor(dovecot, 'dee'), requestOf('<req-4@r.test>'));
    const access = accessFor(dovecot, 'dee');

    expect(await provider.findSent!(access, '<req-4@r.test>')).toEqual({
      providerMessageId: '<req-4@r.test>',
      threadId: '<req-4@r.test>',
    });
    expect(await provider.findSent!(access, '<req-4@r.tes>')).toBeNull();
    expect(await provider.findSent!(access, 'req-4@r.test')).toBeNull();
    expect(await provider.findSent!(access, '<never-sent@r.test>')).toBeNull();
  });

  it('finds nothing in a mailbox without a Sent folder, and creates none', async () => {
    const provider = createImapProvider({ policy: LOOPBACK_MAIL_POLICY });

    expect(await provider.findSent!(accessFor(dovecot, 'eve'), '<req-5@r.test>')).toBeNull();
    expect(await readFolder(dovecot, 'eve', 'Sent')).toBeNull();
  });

  it('still counts as sent when the server refuses the copy', async () => {
    const { factory, sent } = capturingTransport();
    const failures: unknown[] = [];
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
      onSentCopyFailed: (error) => failures.push(error),
    });

    const result = await provider.send(accessFor(dovecot, 'full'), requestOf('<req-6@r.test>'));

    expect(result).toEqual({ providerMessageId: '<req-6@r.test>', threadId: '<req-6@r.test>' });
    expect(sent).toHaveLength(1);
    expect(failures).toEqual([expect.objectContaining({ serverResponseCode: 'OVERQUOTA' })]);
    expect(await readFolder(dovecot, 'full', 'Sent')).toEqual([]);
  });
});

describe.skipIf(!hasDovecot)('IMAP provider: a Sent folder the server names', () => {
  let dovecot: RunningDovecot;

  beforeAll(async () => {
    dovecot = await startDovecot({
      users: [{ username: 'ada', password: PASSWORD }],
      sentFolder: 'Outgoing',
    });
  });
  afterAll(() => dovecot?.close());

  it('files the copy in the folder marked \\Sent, not in one merely named Sent', async () => {
    await asMailClient(dovecot, { username: 'ada', password: PASSWORD }, (client) =>
      client.mailboxCreate('Sent'),
    );
    const { factory } = capturingTransport();
    const provider = createImapProvider({
      policy: LOOPBACK_MAIL_POLICY,
      createTransport: factory,
    });
    const access = accessFor(dovecot, 'ada');

    await provider.send(access, requestOf('<req-7@r.test>'));

    const copies = await readFolder(dovecot, 'ada', 'Outgoing');
    expect(copies?.map((copy) => copy.messageId)).toEqual(['<req-7@r.test>']);
    expect(await readFolder(dovecot, 'ada', 'Sent')).toEqual([]);
    expect(await provider.findSent!(access, '<req-7@r.test>')).not.toBeNull();
  });
});
