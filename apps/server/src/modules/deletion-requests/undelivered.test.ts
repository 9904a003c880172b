import { describe, expect, it } from 'vitest';
import { plainUndeliveredReason, undeliveredReason } from './undelivered';

describe('why a request came back, in plain words', () => {
  it.each([
    [
      '5.1.1 <privacy@shop.example>: Recipient address rejected: User unknown',
      'this address does not exist there',
    ],
    [
      '550 5.1.1 The email account that you tried to reach does not exist',
      'this address does not exist there',
    ],
    ['5.1.10 RESOLVER.ADR.RecipientNotFound', 'the address’s domain does not take e-mail'],
    ['4.2.2 mailbox full', 'this mailbox is full'],
    ['5.2.1 mailbox disabled', 'this mailbox is disabled'],
    ['5.7.1 Message rejected as spam', 'the company’s mail server refused the message'],
    ['4.4.7 Delivery time expired', 'the company’s mail server could not be reached'],
    ['550 Recipient address rejected', 'the company’s mail server refused this address'],
    ['privacy@shop.example could not be reached', 'this address could not be reached'],
    ['undelivered', 'the company’s mail server did not accept it'],
  ])('reads %s', (technical, plain) => {
    expect(plainUndeliveredReason(technical)).toBe(plain);
  });

  it('puts the plain words first and the server’s own words after, cut short', () => {
    const reason = undeliveredReason('privacy@shop.example', `5.1.1 ${'x'.repeat(400)}`);
    expect(reason).toMatch(
      /^Your request to privacy@shop\.example came back undelivered: this address does not exist there\. Enter another address to try again\. \(5\.1\.1 x+\)$/,
    );
    expect(reason.length).toBeLessThan(400);
  });
});
