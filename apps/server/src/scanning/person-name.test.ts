import { describe, expect, it } from 'vitest';
import { foldName, isNamedAddress, isSharedMailbox, readPersonName } from './person-name';

describe('person-name', () => {
  it('spells names out in ASCII', () => {
    expect(foldName('Łukasz Wójcik')).toBe('lukasz wojcik');
    expect(foldName('Иван Иванов')).toBe('ivan ivanov');
    expect(foldName('Lars Jørgensen')).toBe('lars jorgensen');
  });

  it.each(['info', 'Rechnung', 'no-reply', 'noreply+eu', 'orders', 'billing.eu', 'kontakt'])(
    'knows %s for a shared mailbox',
    (local) => expect(isSharedMailbox(local)).toBe(true),
  );

  it.each(['maria', 'j.smith', 'information.desk', 'hello'])(
    'does not take %s for a shared mailbox',
    (local) => expect(isSharedMailbox(local)).toBe(false),
  );

  it('reads person names, and not organisations’', () => {
    expect(readPersonName('Dr. Hélène Rousseau')).toEqual({
      script: 'latin',
      words: ['helene', 'rousseau'],
    });
    expect(readPersonName('Anja Kühn')).toEqual({
      script: 'latin',
      words: ['anja', 'kuhn', 'kuehn'],
    });
    expect(readPersonName('Lotte van Dam')).toMatchObject({ words: ['lotte', 'van', 'dam'] });
    expect(readPersonName('Иван Иванов')).toEqual({ script: 'latin', words: ['ivan', 'ivanov'] });
    expect(readPersonName('近藤 博')).toEqual({ script: 'other' });
    for (const organisation of [
      'Müller Sanitär GmbH',
      'Anne Fletcher | Greenleaf Gardens',
      'HSBC UK',
      'Booking.com',
      'Shop 24',
      'Google',
      'Fagerlia skole',
      'Libreria Il Gabbiano',
    ]) {
      expect(readPersonName(organisation)).toBeNull();
    }
  });

  it('ties an address to the name it carries', () => {
    const name = ['james', 'smith'];
    expect(isNamedAddress('j.smith@cs.ox.ac.uk', name)).toBe(true);
    expect(isNamedAddress('jamessmith@smith.dev', name)).toBe(true);
    expect(isNamedAddress('jsmith2@corp.example', name)).toBe(true);
    expect(isNamedAddress('smithj@uni.example', name)).toBe(true);
    expect(isNamedAddress('jam.smith@uni.example', name)).toBe(true);
    expect(isNamedAddress('hello@jamessmith.photo', name)).toBe(true);
    expect(isNamedAddress('sales@smith-tools.com', name)).toBe(false);
    expect(isNamedAddress('office@jamessmith.law', name)).toBe(false);
    expect(isNamedAddress('kx2@example.com', name)).toBe(false);
  });
});
