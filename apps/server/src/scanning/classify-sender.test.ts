import { describe, expect, it } from 'vitest';
import { classifySender, registrableDomainOf } from './classify-sender';

describe('classifySender', () => {
  it.each([
    ['orders@mail.amazon.co.uk', 'amazon.co.uk'],
    ['no-reply@accounts.spotify.com', 'spotify.com'],
    ['News@Email.Netflix.com', 'netflix.com'],
  ])('keeps the company sender %s as %s', (fromAddress, domain) => {
    expect(classifySender({ fromAddress }, 'me@gmail.com')).toEqual({ isCompany: true, domain });
  });

  it.each(['friend@gmail.com', 'aunt@yahoo.co.uk', 'someone@hotmail.com', 'x@icloud.com'])(
    'drops the person at a free-mail service %s',
    (fromAddress) => {
      expect(classifySender({ fromAddress }, 'me@gmail.com')).toEqual({
        isCompany: false,
        reason: 'free-mail',
      });
    },
  );

  it('drops mail from the mailbox owner’s own custom domain', () => {
    expect(classifySender({ fromAddress: 'mum@smith.family' }, 'me@smith.family')).toEqual({
      isCompany: false,
      reason: 'own-domain',
    });
  });

  it('drops senders without a registrable domain', () => {
    expect(classifySender({ fromAddress: 'root@localhost' }, 'me@gmail.com')).toMatchObject({
      isCompany: false,
    });
    expect(registrableDomainOf('no-at-sign')).toBeNull();
  });
});
