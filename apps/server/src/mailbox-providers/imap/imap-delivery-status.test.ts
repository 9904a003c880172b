import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOVECOT_MISSING,
  findDovecotBinary,
  startDovecot,
  type RunningDovecot,
} from '@reclaim/stand-ins/dovecot/start-dovecot';
import { asMailClient } from '#testing/as-mail-client';
import { readDeliveryStatus } from './imap-delivery-status';

const hasDovecot = findDovecotBinary() !== null;
if (!hasDovecot) console.warn(DOVECOT_MISSING);

const PASSWORD = 'app-password-3';
const RECIPIENT = 'privacy@shop.example';
/** What a person would read, and the original: long, so reading them would show in the log. */
const HUMAN_TEXT = 'This is the mail system at host mx1.example.org. '.repeat(100);
const ORIGINAL = `Message-ID: <request@reclaim.test>\r\nSubject: Erase my data\r\n\r\n${'Dear Shop, '.repeat(400)}`;

/** A report as Postfix writes it, with the delivery-status part in `encoding`. */
function report(statusPart: string, encoding = '7bit') {
  const body = encoding === 'base64' ? Buffer.from(statusPart).toString('base64') : statusPart;
  return [
    'Return-Path: <>',
    'From: Mail Delivery System <MAILER-DAEMON@mx1.example.org>',
    'To: ada@example.org',
    'Subject: Undelivered Mail Returned to Sender',
    'Date: Tue, 01 Sep 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="r1"',
    '',
    '--r1',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    HUMAN_TEXT,
    '--r1',
    'Content-Type: message/delivery-status',
    `Content-Transfer-Encoding: ${encoding}`,
    '',
    body,
    '--r1',
    'Content-Type: message/rfc822',
    '',
    ORIGINAL,
    '--r1--',
    '',
  ].join('\r\n');
}

const STATUS_PART = [
  'Reporting-MTA: dns; mx1.example.org',
  '',
  `Final-Recipient: rfc822; ${RECIPIENT}`,
  'Action: failed',
  'Status: 5.1.1',
  'Diagnostic-Code: smtp; 550 5.1.1 User unknown',
  '',
].join('\r\n');

describe.skipIf(!hasDovecot)('reading a delivery report on Dovecot', () => {
  let dovecot: RunningDovecot;
  const users = ['ada', 'ben', 'cy'];
  beforeAll(async () => {
    dovecot = await startDovecot({
      users: users.map((username) => ({ username, password: PASSWORD })),
    });
  });
  afterAll(() => dovecot?.close());

  const as = <T>(username: string, task: Parameters<typeof asMailClient<T>>[2]) =>
    asMailClient(dovecot, { username, password: PASSWORD }, task);
  const deliver = (username: string, raw: string) =>
    as(username, async (client) => {
      await client.append('INBOX', raw);
    });
  /** Reads the report of the one message in INBOX, in a session of its own. */
  const readReport = (username: string) =>
    as(username, async (client) => {
      await client.mailboxOpen('INBOX', { readOnly: true });
      return readDeliveryStatus(client, 1);
    });

  it('reads the delivery-status part alone, leaving the message unread', async () => {
    await deliver('ada', report(STATUS_PART));

    expect(await readReport('ada')).toEqual([
      {
        recipients: [RECIPIENT],
        action: 'failed',
        status: '5.1.1',
        diagnostic: 'smtp; 550 5.1.1 User unknown',
      },
    ]);

    const flags = await as('ada', async (client) => {
      await client.mailboxOpen('INBOX', { readOnly: true });
      const message = await client.fetchOne('1', { flags: true });
      return message ? [...(message.flags ?? [])] : null;
    });
    expect(flags).not.toContain('\\Seen');
    // The reading session served the report part's bytes, not the text or the original.
    const sessions = (await dovecot.readLog())
      .split('\n')
      .filter((line) => /imap\(ada\).*Disconnected/.test(line));
    const served = sessions.map((line) => Number(/body_bytes=(\d+)/.exec(line)?.[1] ?? -1));
    expect(served.some((bytes) => bytes > 0)).toBe(true);
    for (const bytes of served) expect(bytes).toBeLessThanOrEqual(STATUS_PART.length);
  });

  it('decodes a part its server sent in base64', async () => {
    await deliver('ben', report(STATUS_PART, 'base64'));
    expect(await readReport('ben')).toEqual([
      expect.objectContaining({ recipients: [RECIPIENT], action: 'failed', status: '5.1.1' }),
    ]);
  });

  it('finds nothing in a message that only looks like a report', async () => {
    await deliver(
      'cy',
      report(STATUS_PART).replace(
        'Content-Type: message/delivery-status',
        'Content-Type: text/plain',
      ),
    );
    expect(await readReport('cy')).toBeUndefined();
  });
});
