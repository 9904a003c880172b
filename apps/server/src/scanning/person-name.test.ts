import { describe, expect, it } from 'vitest';
import {
  foldName,
  isBrandMailbox,
  isFirstNameAddress,
  isNamedAddress,
  readListAuthor,
  readPersonName,
} from './person-name';
import { isSharedMailbox } from './shared-mailbox';

describe('person-name', () => {
  it('spells names out in ASCII', () => {
    expect(foldName('Łukasz Wójcik')).toBe('lukasz wojcik');
    expect(foldName('Иван Иванов')).toBe('ivan ivanov');
    expect(foldName('Lars Jørgensen')).toBe('lars jorgensen');
  });

  it.each([
    'info',
    'Rechnung',
    'no-reply',
    'noreply+eu',
    'orders',
    'kontakt',
    'hello',
    'MAILER-DAEMON',
    'faturacao',
    'naoresponder',
  ])('knows %s for a shared mailbox', (local) => expect(isSharedMailbox(local)).toBe(true));

  it.each(['maria', 'j.smith', 'information.desk', 'anna.news', 'support.grandpa.jo'])(
    'does not take %s for a shared mailbox: only the whole local part is one',
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
    // Spelt as Russian and as Ukrainian (`и` as `y`): the script does not tell the two apart.
    expect(readPersonName('Иван Иванов')).toEqual({
      script: 'latin',
      words: ['ivan', 'yvan', 'ivanov', 'yvanov'],
    });
    expect(readPersonName('近藤 博')).toEqual({ script: 'other' });
    for (const organisation of [
      'Müller Sanitär GmbH',
      'Anne Fletcher | Greenleaf Gardens',
      'HSBC UK',
      'Booking.com',
      'Shop 24',
      'Google',
      'Fagerlia skole',
      'The Home Depot',
      'Die Zeit',
      'Berliner Sparkasse',
      'Grundschule Gartenstadt',
      'Bending Spoons S.p.A.',
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

  it('reads the names corporate directories write', () => {
    expect(readPersonName('Barros, Luisa (SI BP PT)')).toEqual({
      script: 'latin',
      words: ['luisa', 'barros'],
    });
    expect(readPersonName('Mariana Sousa (Critical Software)')).toMatchObject({
      words: ['mariana', 'sousa'],
    });
    expect(readPersonName('Reis Tomas (BrgP/ENG2)')).toMatchObject({ words: ['reis', 'tomas'] });
    expect(readPersonName('van Dam, Lotte')).toMatchObject({ words: ['lotte', 'van', 'dam'] });
    expect(readPersonName('MAGALHAES Vitor')).toMatchObject({ words: ['magalhaes', 'vitor'] });
    for (const organisation of [
      'Anna Lindholm, Klarna',
      'Sandra Babič, Računovodstvo Babič',
      'DHL Paket',
      'SBB CFF FFS',
      'Amazon (Customer Service)',
    ]) {
      expect(readPersonName(organisation)).toBeNull();
    }
  });

  it('reads products and organisations in other scripts as no one’s name', () => {
    for (const organisation of [
      'Cartão Continente',
      'Jogos Santa Casa',
      'さくら整体院 清美',
      '한옥찻집 예약',
    ]) {
      expect(readPersonName(organisation)).toBeNull();
    }
    expect(readPersonName('김민지')).toEqual({ script: 'other' });
  });

  it('spells Ukrainian names as Ukrainians write them in addresses', () => {
    const name = readPersonName('Дмитро Мельник');
    expect(name).toMatchObject({ words: expect.arrayContaining(['dmytro', 'melnyk']) });
    expect(
      isNamedAddress('dmytro@melnyk.com.ua', name!.script === 'latin' ? name!.words : []),
    ).toBe(true);
  });

  it('lets a middle initial stand between the name’s words', () => {
    const name = ['ricardo', 'santos'];
    expect(isNamedAddress('ricardo.m.santos@tecnico.ulisboa.pt', name)).toBe(true);
    expect(isNamedAddress('ricardo.m@example.pt', name)).toBe(false);
    expect(isNamedAddress('x.santos@example.pt', name)).toBe(false);
  });

  it('ties a greeting to a person only on a domain made of their name', () => {
    expect(isNamedAddress('mail@jonas-weber.de', ['jonas', 'weber'])).toBe(true);
    expect(isNamedAddress('ola@ritaleal.com', ['rita', 'leal'])).toBe(true);
    expect(isNamedAddress('ola@firma.no', ['ola', 'nordmann'])).toBe(true);
    expect(isNamedAddress('info@jonas-weber.de', ['jonas', 'weber'])).toBe(false);
    expect(isNamedAddress('mail@weber-moebel.de', ['jonas', 'weber'])).toBe(false);
    expect(isNamedAddress('hello@annaberg-hotel.de', ['anna', 'berg'])).toBe(false);
  });

  it('ties a lone given name to the mailbox of that name alone', () => {
    expect(isFirstNameAddress('tiago@albuquerque.org.uk', 'Tiago')).toBe(true);
    expect(isFirstNameAddress('tiago.a@albuquerque.org.uk', 'Tiago')).toBe(false);
    expect(isFirstNameAddress('venmo@venmo.com', 'Venmo')).toBe(false);
    expect(isFirstNameAddress('support@acme.example', 'Support')).toBe(false);
    expect(isFirstNameAddress('studio@acme.example', 'Studio')).toBe(false);
    expect(isFirstNameAddress('ikea@ikea-news.example', 'IKEA')).toBe(false);
  });

  it('knows a mailbox named after its own domain for a brand’s', () => {
    expect(isBrandMailbox('viaverde@viaverde.pt')).toBe(true);
    expect(isBrandMailbox('Temu@orders.temu.com')).toBe(true);
    expect(isBrandMailbox('tiago@albuquerque.org.uk')).toBe(false);
    expect(isBrandMailbox('pt@example.pt')).toBe(false);
  });

  it('finds the author of a post a discussion list relays under its own address', () => {
    expect(
      readListAuthor("'Ana Ferreira' via aves-portugal", 'aves-portugal@googlegroups.com'),
    ).toBe('Ana Ferreira');
    expect(readListAuthor('Ana Ferreira via Aves Portugal', 'aves.portugal@lists.example')).toBe(
      'Ana Ferreira',
    );
    expect(readListAuthor('Inês Costa via LinkedIn', 'inmail-hit-reply@linkedin.com')).toBeNull();
    expect(readListAuthor('Ana Ferreira', 'aves-portugal@googlegroups.com')).toBeNull();
  });
});
