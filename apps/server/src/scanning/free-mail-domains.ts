import { createRequire } from 'node:module';
import { isSharedMailbox } from './shared-mailbox';

/**
 * Hosts of mailbox services that private people use: free mail, Internet providers, paid
 * private mail. They come from the `email-providers` package (pinned; decision 33), less the
 * companies it lists by mistake and with the regional services it misses.
 */
const PACKAGE_HOSTS = createRequire(import.meta.url)('email-providers/all.json') as string[];

/** Companies the package lists as mailbox services: their mail is a company's. */
const NOT_MAILBOXES = new Set([
  'about.com',
  'alibaba.com',
  'ancestry.com',
  'aver.com',
  'berlin.de',
  'bolt.com',
  'bt.com',
  'care2.com',
  'casino.com',
  'cityoflondon.org',
  'clerk.com',
  'detik.com',
  'discovery.com',
  'dnsmadeeasy.com',
  'easypost.com',
  'facebook.com',
  'games.com',
  'globo.com',
  'go.com',
  'hidemyass.com',
  'indiatimes.com',
  'kansascity.com',
  'law.com',
  'mail-tester.com',
  'medscape.com',
  'name.com',
  'naplesnews.net',
  'nus.edu.sg',
  'o2.co.uk',
  'parrot.com',
  'poste.it',
  'saudia.com',
  'singpost.com',
  'space.com',
  'techspot.com',
  '37.com',
]);

/** Mailbox services of people that the package misses. */
const MORE_MAILBOXES = [
  'op.pl',
  'vp.pl',
  'go2.pl',
  'tlen.pl',
  'interia.eu',
  'buziaczek.pl',
  'autograf.pl',
  'volny.cz',
  'azet.sk',
  'zoznam.sk',
  'citromail.hu',
  'indamail.hu',
  'mail.bg',
  'internet.ru',
  'myrambler.ru',
  'ro.ru',
  'yandex.ua',
  'yandex.by',
  'yandex.kz',
  'meta.ua',
  'bigmir.net',
  'mail.kz',
  'posteo.de',
  'kabelbw.de',
  'gmx.ch',
  'aon.at',
  'a1.net',
  'chello.at',
  'sunrise.ch',
  'hispeed.ch',
  'ziggo.nl',
  'kpnplanet.nl',
  'xs4all.nl',
  'upcmail.nl',
  'casema.nl',
  'quicknet.nl',
  'bbox.fr',
  'numericable.fr',
  'fastwebnet.it',
  'telefonica.net',
  'gmx.es',
  'otenet.gr',
  'hol.gr',
  't-com.hr',
  'net.hr',
  'siol.net',
  'eunet.rs',
  'telia.com',
  'live.se',
  'online.no',
  'start.no',
  'broadpark.no',
  'bredband.net',
  'comhem.se',
  'jubii.dk',
  'mail.dk',
  'tdcadsl.dk',
  'stofanet.dk',
  'suomi24.fi',
  'kolumbus.fi',
  'elisanet.fi',
  'saunalahti.fi',
  'inbox.lt',
  'nifty.com',
  'ocn.ne.jp',
  'biglobe.ne.jp',
  'so-net.ne.jp',
  'plala.or.jp',
  'au.com',
  'sohu.com',
  '139.com',
  'kakao.com',
  'bezeqint.net',
  'clear.net.nz',
  'orcon.net.nz',
  'tutanota.com',
  'tutanota.de',
  'tutamail.com',
  'tuta.com',
  'tuta.io',
  'fastmail.com',
  'aol.de',
  'aol.fr',
  'gmx.us',
  'hotmail.com.tr',
  'yandex.com.tr',
];

/**
 * Regional services the package misses too, found on later sets of senders, with their neighbours:
 * Portugal's Internet providers' mailboxes (IOL, Clix, NOS's netcabo.pt, Telepac), POST
 * Luxembourg's, and those of Belgian, Spanish, Swiss and Irish providers.
 */
const MORE_REGIONAL_MAILBOXES = [
  'simnet.is',
  'pchome.com.tw',
  'hinet.net',
  'vtr.net',
  'une.net.co',
  'mweb.co.za',
  'vodafone.co.nz',
  'getmail.no',
  'email.t-com.hr',
  'sbb.rs',
  't-home.mk',
  'mail.de',
  'plus.com',
  'mail.am',
  'ttmail.com',
  'telkomsa.net',
  'loxinfo.co.th',
  'disroot.org',
  'iol.pt',
  'clix.pt',
  'netcabo.pt',
  'telepac.pt',
  'mail.telepac.pt',
  'netvisao.pt',
  'zonmail.pt',
  'pt.lu',
  'pandora.be',
  'scarlet.be',
  'ono.com',
  'ya.com',
  'euskaltel.net',
  'swissonline.ch',
  'iol.ie',
  'mynet.com',
];

/**
 * Brands whose mailboxes exist under many country domains (`hotmail.no`, `yahoo.com.ar`,
 * `outlook.co.th`): any registrable domain of theirs under a country's suffix is a mailbox host.
 */
const MAILBOX_BRANDS = new Set([
  'hotmail',
  'outlook',
  'live',
  'msn',
  'yahoo',
  'ymail',
  'aol',
  'gmx',
  'yandex',
]);

export const FREE_MAIL_HOSTS: ReadonlySet<string> = new Set([
  ...PACKAGE_HOSTS.filter((host) => !NOT_MAILBOXES.has(host)),
  ...MORE_MAILBOXES,
  ...MORE_REGIONAL_MAILBOXES,
]);

const COUNTRY = /^[a-z]{2}$/;

/** Whether a host is a mailbox service's: listed, or a mailbox brand under a country suffix. */
export function isFreeMailHost(host: string): boolean {
  if (FREE_MAIL_HOSTS.has(host)) return true;
  const [brand, ...suffix] = host.split('.');
  const country = suffix.at(-1) ?? '';
  return MAILBOX_BRANDS.has(brand!) && suffix.length <= 2 && COUNTRY.test(country);
}

/**
 * Whether an address is a person's mailbox at a mailbox service: its host is a listed host
 * itself (`friend@gmail.com`, not `x@accounts.google.com` nor `x@id.yandex.ru`) and its local
 * part is no shared mailbox. The provider's own mail (`mailings@gmx.net`, `noreply@netcabo.pt`) is
 * the provider's, a company.
 */
export function isFreeMailPerson(address: string): boolean {
  const at = address.lastIndexOf('@');
  if (at < 1) return false;
  const host = address
    .slice(at + 1)
    .toLowerCase()
    .trim();
  return isFreeMailHost(host) && !isSharedMailbox(address.slice(0, at));
}

/** The mailbox services as the Gmail sweep asks about them. */
export const MAILBOX_SERVICES = {
  isPerson: isFreeMailPerson,
  isServiceDomain: isFreeMailHost,
};
