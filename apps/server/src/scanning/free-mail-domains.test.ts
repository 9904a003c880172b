import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FREE_MAIL_HOSTS, isFreeMailPerson } from './free-mail-domains';

interface CorpusSender {
  address: string;
  kind: 'company' | 'person' | 'own';
  why: string;
}
const corpus = JSON.parse(
  readFileSync(new URL('./fixtures/sender-corpus.json', import.meta.url), 'utf8'),
) as { senders: CorpusSender[] };

describe('free-mail hosts', () => {
  it.each([
    'anna.kowalska@wp.pl',
    'jan.novak@seznam.cz',
    'ravi.k@rediffmail.com',
    'minji@naver.com',
    'wei.zhang@qq.com',
    'olga@mail.ru',
    'joao@uol.com.br',
    'klaus@t-online.de',
    'marie@orange.fr',
    'bob@comcast.net',
    'dave@btinternet.com',
    'luc@free.fr',
    'pia@tutanota.com',
    'eva@posteo.de',
    'carlos.f.moura@iol.pt',
    'avo.celeste@clix.pt',
    'zeca.matos@mail.telepac.pt',
    'marta.pinho@netcabo.pt',
    'ana.silva.lux@pt.lu',
    'support.grandpa.jo@hotmail.com',
  ])('knows %s for a person at a mailbox service', (address) => {
    expect(isFreeMailPerson(address)).toBe(true);
  });

  it.each([
    ['no-reply@accounts.google.com', 'a service of the provider, on a subdomain'],
    ['noreply@id.yandex.ru', 'a subdomain of a mailbox service'],
    ['mailings@gmx.net', 'the provider’s own newsletter'],
    ['account-security-noreply@outlook.com', 'a no-reply address'],
    ['support+de@web.de', 'a role with a tag'],
    ['MAILER-DAEMON@netcabo.pt', 'a regional provider’s system mailbox'],
    ['faturacao@netcabo.pt', 'a provider’s billing, a shared mailbox as on any domain'],
    ['hello@tuta.com', 'a provider’s greeting'],
    ['news@facebook.com', 'a company the package lists by mistake'],
    ['orders@shop.example', 'a company'],
    ['not-an-address', 'no address at all'],
  ])('does not take %s for a person (%s)', (address) => {
    expect(isFreeMailPerson(address)).toBe(false);
  });

  it('keeps the package’s hosts, less its mistakes, with the services it misses', () => {
    expect(FREE_MAIL_HOSTS.size).toBeGreaterThan(8000);
    expect(FREE_MAIL_HOSTS.has('gmail.com')).toBe(true);
    expect(FREE_MAIL_HOSTS.has('facebook.com')).toBe(false);
    expect(FREE_MAIL_HOSTS.has('ziggo.nl')).toBe(true);
  });

  it('tells a provider’s own mailboxes from its users’ by the shared-mailbox rule', () => {
    expect(isFreeMailPerson('No-Reply@gmail.com')).toBe(false);
    expect(isFreeMailPerson('info+shop@gmail.com')).toBe(false);
    expect(isFreeMailPerson('mail-noreply@gmail.com')).toBe(false);
    expect(isFreeMailPerson('information.desk@gmail.com')).toBe(true);
    expect(isFreeMailPerson('anna.news@gmail.com')).toBe(true);
    expect(isFreeMailPerson('info.skiklubb@hotmail.no')).toBe(true);
  });

  it('labels every sender of the corpus at a mailbox service as the corpus does', () => {
    const atServices = corpus.senders.filter(
      (sender) => sender.kind !== 'own' && FREE_MAIL_HOSTS.has(sender.address.split('@')[1]!),
    );
    expect(atServices.length).toBeGreaterThan(120);
    const wrong = atServices.filter(
      (sender) => isFreeMailPerson(sender.address) !== (sender.kind === 'person'),
    );
    expect(wrong.map((sender) => `${sender.address}: ${sender.why}`)).toEqual([]);
  });
});
