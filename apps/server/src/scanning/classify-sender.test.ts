import { describe, expect, it } from 'vitest';
import { classifySender, registrableDomainOf } from './classify-sender';
import { OwnAddresses } from './own-addresses';

describe('classifySender', () => {
  it.each([
    ['orders@mail.amazon.co.uk', 'amazon.co.uk'],
    ['no-reply@accounts.spotify.com', 'spotify.com'],
    ['News@Email.Netflix.com', 'netflix.com'],
    // An international name is keyed, and so shown, in its ASCII form: a Cyrillic а cannot pass
    // for a Latin one on the page.
    ['service@pаypal.com', 'xn--pypal-4ve.com'],
    ['service@xn--pypal-4ve.com', 'xn--pypal-4ve.com'],
    ['info@bücher.de', 'xn--bcher-kva.de'],
  ])('keeps the company sender %s as %s', (fromAddress, domain) => {
    expect(classifySender({ fromAddress }, new OwnAddresses(['me@gmail.com']))).toEqual({
      isCompany: true,
      domain,
    });
  });

  it.each(['friend@gmail.com', 'aunt@yahoo.co.uk', 'someone@hotmail.com', 'x@icloud.com'])(
    'drops the person at a free-mail service %s',
    (fromAddress) => {
      expect(classifySender({ fromAddress }, new OwnAddresses(['me@gmail.com']))).toEqual({
        isCompany: false,
        reason: 'free-mail',
      });
    },
  );

  it.each([['anna.kowalska@wp.pl'], ['jan.novak@seznam.cz'], ['klaus@t-online.de']])(
    'drops the person at a regional mailbox service %s',
    (fromAddress) => {
      expect(classifySender({ fromAddress }, new OwnAddresses(['me@gmail.com']))).toEqual({
        isCompany: false,
        reason: 'free-mail',
      });
    },
  );

  it.each([
    ['mailings@gmx.net', 'gmx.net'],
    ['noreply@id.yandex.ru', 'yandex.ru'],
    ['no-reply@gmail.com', 'gmail.com'],
  ])('lists a mailbox service’s own mail %s as the company %s', (fromAddress, domain) => {
    // Even for an owner on that very service: a mailbox service is nobody's own domain.
    expect(classifySender({ fromAddress }, new OwnAddresses(['me@gmail.com']))).toEqual({
      isCompany: true,
      domain,
    });
  });

  it('lists a regional provider’s own mail even to its customers', () => {
    // Were netcabo.pt unknown, it would count as the owner's own custom domain and hide NOS.
    const own = new OwnAddresses(['marta.pinho@netcabo.pt']);
    expect(classifySender({ fromAddress: 'noreply@netcabo.pt' }, own)).toEqual({
      isCompany: true,
      domain: 'netcabo.pt',
    });
    expect(classifySender({ fromAddress: 'aj.pinho@iol.pt' }, own)).toEqual({
      isCompany: false,
      reason: 'free-mail',
    });
  });

  it('drops mail from the mailbox owner’s own custom domain', () => {
    expect(
      classifySender({ fromAddress: 'mum@smith.family' }, new OwnAddresses(['me@smith.family'])),
    ).toEqual({
      isCompany: false,
      reason: 'own-domain',
    });
  });

  it('drops senders without a registrable domain', () => {
    expect(
      classifySender({ fromAddress: 'root@localhost' }, new OwnAddresses(['me@gmail.com'])),
    ).toMatchObject({
      isCompany: false,
    });
    expect(registrableDomainOf('no-at-sign')).toBeNull();
  });
});
