import { describe, expect, it } from 'vitest';
import {
  deletionRequestMailto,
  isOverBatchLimit,
  requestableRecords,
} from './deletion-request-links';

describe('deletion requests before Reclaim sends them', () => {
  it('allows up to 25 companies at once and blocks the 26th', () => {
    expect(isOverBatchLimit(1)).toBe(false);
    expect(isOverBatchLimit(25)).toBe(false);
    expect(isOverBatchLimit(26)).toBe(true);
  });

  it('leaves out companies whose request is already under way or done', () => {
    const records = [
      { status: 'pending' },
      { status: 'needed' },
      { status: 'failed' },
      { status: 'initiated' },
      { status: 'processing' },
      { status: 'reclaimed' },
    ] as const;

    expect(requestableRecords(records).map((r) => r.status)).toEqual([
      'pending',
      'needed',
      'failed',
    ]);
  });

  it('writes to the DSR contact with the subject, the mailbox and the sender', () => {
    const link = deletionRequestMailto(
      { name: 'Netflix', dsrContactEmail: 'privacy@netflix.com', emailId: 'me@example.com' },
      'Ada Tester',
    );
    const url = new URL(link);

    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('privacy@netflix.com');
    expect(url.searchParams.get('subject')).toBe('Request to delete my personal data');
    const body = url.searchParams.get('body') ?? '';
    expect(body.startsWith('Hello Netflix,\r\n')).toBe(true);
    expect(body).toContain('me@example.com');
    expect(body.endsWith('Thank you,\r\nAda Tester')).toBe(true);
    expect(link).not.toContain('+');
  });
});
