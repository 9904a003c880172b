import { describe, expect, it } from 'vitest';
import { requestsMailboxOf } from './requests-mailbox';

const kept = (emailId: string) => ({
  emailId,
  provider: 'imap' as const,
  emailType: 'IMAP',
  disconnectedDate: '2026-11-01T10:00:00.000Z',
  requestCount: 2,
});
const KEPT = { disconnectedDate: '2026-11-01T10:00:00.000Z', requestCount: 2 };

describe('the mailbox the requests page shows', () => {
  it('offers the connected mailboxes first, then the disconnected ones kept for their requests', () => {
    const choice = requestsMailboxOf(null, ['a@x.example'], [kept('old@x.example')]);
    expect(choice.options).toEqual([
      { emailId: 'a@x.example', disconnected: null },
      { emailId: 'old@x.example', disconnected: KEPT },
    ]);
    expect(choice.selected?.emailId).toBe('a@x.example');
  });

  it('keeps a disconnected mailbox the person chose', () => {
    const choice = requestsMailboxOf('old@x.example', ['a@x.example'], [kept('old@x.example')]);
    expect(choice.selected).toEqual({ emailId: 'old@x.example', disconnected: KEPT });
  });

  it('shows a disconnected mailbox when none is connected, and nothing without any', () => {
    expect(requestsMailboxOf(null, [], [kept('old@x.example')]).selected?.emailId).toBe(
      'old@x.example',
    );
    expect(requestsMailboxOf('gone@x.example', [], []).selected).toBeNull();
  });

  it('shows an address connected again as connected only', () => {
    const choice = requestsMailboxOf(null, ['old@x.example'], [kept('old@x.example')]);
    expect(choice.options).toEqual([{ emailId: 'old@x.example', disconnected: null }]);
  });
});
