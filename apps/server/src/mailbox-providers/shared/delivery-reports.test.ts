import { describe, expect, it } from 'vitest';
import {
  isReportFromMailSystem,
  mailSystemDomains,
  parseDeliveryStatus,
  trustedFailure,
  type RecipientStatus,
} from './delivery-reports';

const RECIPIENT = 'privacy@shop.example';
const MAIL_SYSTEM = mailSystemDomains('ada@example.org', 'imap.mail.example.org');

/** The headers of a report as the mailbox's own mail system delivers it. */
const REPORT_HEADERS = {
  'return-path': '<>',
  from: 'Mail Delivery System <MAILER-DAEMON@mx1.example.org>',
  'content-type': 'multipart/report; report-type=delivery-status;\r\n boundary="r1"',
};
const headersOf = (changes: Record<string, string | undefined> = {}) =>
  new Map(
    Object.entries({ ...REPORT_HEADERS, ...changes }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
const failedFor = (recipient: string, changes: Partial<RecipientStatus> = {}): RecipientStatus => ({
  recipients: [recipient],
  action: 'failed',
  status: '5.1.1',
  diagnostic: 'smtp; 550 5.1.1 User unknown',
  ...changes,
});

describe('delivery reports', () => {
  it('read the per-recipient fields of a delivery-status part, folded lines joined', () => {
    const part = [
      'Reporting-MTA: dns; mx1.example.org',
      'Arrival-Date: Tue, 1 Sep 2026 10:00:00 +0000',
      '',
      'Final-Recipient: rfc822; Privacy@Shop.example',
      'Original-Recipient: rfc822;<privacy@shop.example>',
      'Action: Failed',
      'Status: 5.1.1',
      'Diagnostic-Code: smtp; 550 5.1.1 <privacy@shop.example>:',
      '    Recipient address rejected',
      '',
      'Final-Recipient: rfc822; dpo@shop.example',
      'Action: delayed',
      'Status: 4.4.1',
      '',
    ].join('\r\n');
    expect(parseDeliveryStatus(part)).toEqual([
      {
        recipients: ['privacy@shop.example', 'privacy@shop.example'],
        action: 'failed',
        status: '5.1.1',
        diagnostic: 'smtp; 550 5.1.1 <privacy@shop.example>: Recipient address rejected',
      },
      { recipients: ['dpo@shop.example'], action: 'delayed', status: '4.4.1', diagnostic: '' },
    ]);
  });

  it('from the mailbox’s own mail system fail the request, with the status and diagnostic', () => {
    expect(
      trustedFailure(
        RECIPIENT,
        { headers: headersOf(), deliveryStatus: [failedFor(RECIPIENT)] },
        MAIL_SYSTEM,
      ),
    ).toEqual({ reason: '5.1.1 smtp; 550 5.1.1 User unknown' });
    // Where only headers can be read (Gmail, Graph): the failed recipient in its header.
    expect(
      trustedFailure(
        RECIPIENT,
        { headers: headersOf({ 'x-failed-recipients': `other@x.example, ${RECIPIENT}` }) },
        MAIL_SYSTEM,
      ),
    ).toEqual({ reason: `${RECIPIENT} could not be reached` });
  });

  it.each([
    ['a plain mail "from MAILER-DAEMON"', { 'content-type': 'text/plain; charset=utf-8' }],
    [
      'a report of another kind',
      { 'content-type': 'multipart/report; report-type=disposition-notification' },
    ],
    ['a report from the company’s mail system', { from: 'MAILER-DAEMON@mail.shop.example' }],
    ['a report from a person at the mail system’s domain', { from: 'ada@example.org' }],
    [
      'a report that travelled with an envelope sender',
      { 'return-path': '<bounces@shop.example>' },
    ],
    [
      'a report the receiving system found failing DMARC',
      { 'authentication-results': 'mx1.example.org; dmarc=fail (p=none) header.from=example.org' },
    ],
  ])('ignore %s', (_, changes) => {
    expect(
      trustedFailure(
        RECIPIENT,
        {
          headers: headersOf({ 'x-failed-recipients': RECIPIENT, ...changes }),
          deliveryStatus: [failedFor(RECIPIENT)],
        },
        MAIL_SYSTEM,
      ),
    ).toBeNull();
  });

  it('ignore a report of another recipient, a delay, or one that names no one', () => {
    const judge = (deliveryStatus: RecipientStatus[] | undefined) =>
      trustedFailure(
        RECIPIENT,
        { headers: headersOf(), ...(deliveryStatus && { deliveryStatus }) },
        MAIL_SYSTEM,
      );
    expect(judge([failedFor('dpo@shop.example')])).toBeNull();
    expect(judge([failedFor(RECIPIENT, { action: 'delayed', status: '4.4.1' })])).toBeNull();
    expect(judge([])).toBeNull();
    expect(judge(undefined)).toBeNull();
  });

  it('give the reason as plain text: no controls or direction marks, the diagnostic cut short', () => {
    const diagnostic = `smtp; 550 <script>alert(1)</script>\u202Egnp.exe\u0007 ${'x'.repeat(500)}`;
    const reason = trustedFailure(
      RECIPIENT,
      { headers: headersOf(), deliveryStatus: [failedFor(RECIPIENT, { diagnostic })] },
      MAIL_SYSTEM,
    )!.reason;
    expect(reason.startsWith('5.1.1 smtp; 550 <script>alert(1)</script> gnp.exe x')).toBe(true);
    expect(reason).not.toMatch(/[\p{Cc}\p{Cf}]/u);
    expect(reason).not.toContain('\u202E');
    expect(reason.length).toBeLessThanOrEqual(5 + 1 + 200);
  });

  it('know a mailbox’s mail system by the registrable domains of its address and servers', () => {
    expect(
      mailSystemDomains('ada@Example.ORG', 'imap.mail.example.org', 'smtp.mail.me.com'),
    ).toEqual(['example.org', 'me.com']);
    expect(mailSystemDomains('127.0.0.1', undefined, null)).toEqual([]);
    expect(isReportFromMailSystem(headersOf(), [])).toBe(false);
  });
});
