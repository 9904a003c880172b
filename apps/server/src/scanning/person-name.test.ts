import { describe, expect, it } from 'vitest';
import { foldName, isNamedAddress, isSharedMailbox, personNameWords } from './person-name';

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
    expect(personNameWords('Dr. Hélène Rousseau')).toEqual(['helene', 'rousseau']);
    expect(personNameWords('Anja Kühn')).toEqual(['anja', 'kuhn', 'kuehn']);
    for (const organisation of [
      'Müller Sanitär GmbH',
      'Anne Fletcher | Greenleaf Gardens',
      'HSBC UK',
      'Booking.com',
      'Shop 24',
      'Google',
    ]) {
      expect(personNameWords(organisation)).toBeNull();
    }
  });

  it('ties an address to the name it carries', () => {
    const name = ['james', 'smith'];
    expect(isNamedAddress('j.smith@cs.ox.ac.uk', name)).toBe(true);
    expect(isNamedAddress('jamessmith@smith.dev', name)).toBe(true);
    expect(isNamedAddress('hello@jamessmith.photo', name)).toBe(true);
    expect(isNamedAddress('sales@smith-tools.com', name)).toBe(false);
    expect(isNamedAddress('js2@example.com', name)).toBe(false);
  });
});
