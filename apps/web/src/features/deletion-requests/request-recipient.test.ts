import { describe, expect, it } from 'vitest';
import { initialRecipient, recipientProblem } from './request-recipient';

const company = {
  domainName: 'shop.example',
  dsrContactEmail: 'privacy@shop.example',
  dsrAlternativeEmail: 'dpo@shop-group.example',
  bouncedContact: null,
};

describe('the recipient of a request', () => {
  it('starts at the company’s contact, or its other one when the last request came back', () => {
    expect(initialRecipient(company).address).toBe('privacy@shop.example');
    expect(initialRecipient({ ...company, bouncedContact: 'privacy@shop.example' }).address).toBe(
      'dpo@shop-group.example',
    );
    expect(
      initialRecipient({
        ...company,
        dsrAlternativeEmail: null,
        bouncedContact: 'privacy@shop.example',
      }).address,
    ).toBe('');
  });

  it('may be any address at the company’s domain, or a contact Reclaim knows', () => {
    for (const address of ['legal@shop.example', 'x@eu.shop.example', 'dpo@shop-group.example']) {
      expect(recipientProblem(company, { address, isConfirmed: false })).toBeNull();
    }
  });

  it('asks to confirm an address at another domain, and refuses the one that bounced', () => {
    expect(
      recipientProblem(company, { address: 'privacy@shpo.example', isConfirmed: false })?.kind,
    ).toBe('other-domain');
    expect(
      recipientProblem(company, { address: 'privacy@shpo.example', isConfirmed: true }),
    ).toBeNull();
    expect(
      recipientProblem(
        { ...company, bouncedContact: 'privacy@shop.example' },
        { address: ' Privacy@shop.example ', isConfirmed: true },
      )?.kind,
    ).toBe('bounced');
    expect(recipientProblem(company, { address: '', isConfirmed: false })?.kind).toBe('empty');
    expect(recipientProblem(company, { address: 'privacy@', isConfirmed: false })?.kind).toBe(
      'invalid',
    );
  });
});
