import { describe, expect, it } from 'vitest';
import { readSenderSignals } from './sender-headers';

const signalsOf = (headers: Record<string, string>) => readSenderSignals((name) => headers[name]);

describe('readSenderSignals', () => {
  it('names every mailer header a message carries', () => {
    expect(
      signalsOf({
        'list-unsubscribe': '<https://shop.example/u>',
        'list-id': 'News <news.shop.example>',
        'x-ses-outgoing': '2024.01.01-54.240.0.1',
        'x-sg-eid': 'abc',
      }).mailerHeaders,
    ).toEqual(['list-unsubscribe', 'list-id', 'x-ses-outgoing', 'x-sg-eid']);
  });

  it('counts Precedence only as bulk, list or junk, and Auto-Submitted unless it says no', () => {
    expect(signalsOf({ precedence: 'Bulk' }).mailerHeaders).toEqual(['precedence']);
    expect(signalsOf({ precedence: 'first-class' }).mailerHeaders).toEqual([]);
    expect(signalsOf({ 'auto-submitted': 'auto-generated' }).mailerHeaders).toEqual([
      'auto-submitted',
    ]);
    expect(signalsOf({ 'auto-submitted': 'no' }).mailerHeaders).toEqual([]);
  });

  it('takes a discussion list’s headers for the list’s, not the author’s', () => {
    const relayed = { 'list-id': '<hikers.googlegroups.com>', precedence: 'list' };
    expect(signalsOf({ ...relayed, 'list-post': '<mailto:hikers@googlegroups.com>' })).toEqual({
      mailerHeaders: [],
      isReply: false,
    });
    // An announcement-only list (`List-Post: NO`) is a sender's newsletter.
    expect(signalsOf({ ...relayed, 'list-post': 'NO' }).mailerHeaders).toEqual([
      'list-id',
      'precedence',
    ]);
  });

  it('knows a reply by In-Reply-To or References', () => {
    expect(signalsOf({ 'in-reply-to': '<a@b>' }).isReply).toBe(true);
    expect(signalsOf({ references: '<a@b> <c@d>' }).isReply).toBe(true);
    expect(signalsOf({ 'in-reply-to': ' ' }).isReply).toBe(false);
    expect(signalsOf({})).toEqual({ mailerHeaders: [], isReply: false });
  });

  it('says how to unsubscribe, except from a discussion list', () => {
    const headers = {
      'list-unsubscribe': '<https://shop.example/u/1>, <mailto:u@shop.example>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    };
    expect(signalsOf(headers).unsubscribe).toEqual({
      oneClick: 'https://shop.example/u/1',
      mailto: { to: 'u@shop.example', subject: '', body: '' },
    });
    expect(signalsOf({ ...headers, 'list-post': '<mailto:hikers@googlegroups.com>' })).toEqual({
      mailerHeaders: [],
      isReply: false,
    });
    expect('unsubscribe' in signalsOf({ 'list-id': '<x>' })).toBe(false);
  });
});
