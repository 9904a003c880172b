/**
 * Whether a sender's display name and address read like a person's, not an organisation's: the
 * part of telling a person on their own domain (`maria@lopez-family.es`) from a small business
 * writing by hand (`info@autohaus-schreiner.de`, `"Padaria Estrela" <ola@padaria-estrela.pt>`).
 */

/** Local parts of mailboxes that an organisation's staff share, in the languages we see most. */
const SHARED_MAILBOXES = new Set(
  (
    'info news newsletter mailings service services support security account accounts ' +
    'notification notifications notify alert alerts welcome mailer-daemon postmaster abuse ' +
    'contact contacto contato contatto kontakt mail office biuro buero bureau admin sales ' +
    'billing invoice invoices rechnung rechnungen facturacion factura facture fatture receipts ' +
    'order orders bookings booking reservations reservation reception recepcja rezeption studio ' +
    'team help helpdesk kundenservice customerservice klantenservice powiadomienia bolletta ebill ' +
    'ticketing tickets transaction kancelaria praxis shop store marketing press jobs careers ' +
    'enquiries inquiries hr secretariat sekretariat'
  ).split(' '),
);
const NO_REPLY = ['no-reply', 'noreply', 'no_reply', 'do-not-reply', 'donotreply', 'naoresponda'];

/**
 * Words of organisations' names: legal forms, and trades of the small businesses that write by
 * hand (a plumber's invoice, a dentist's reminder), in the languages we see most.
 */
const ORGANISATION_WORDS = new Set(
  (
    'gmbh ag kg ug ltd limited llc inc corp co plc sa sas sarl srl spa bv nv oy ab as aps sp zoo ' +
    'team support service services news shop store group company club clinic klinik dental ' +
    'praxis zahnarztpraxis studio foto photo cafe café bakery bäckerei padaria panaderia ' +
    'autohaus garage sanitär sanitaer plumbing fontaneria fontanería hydro serwis kancelaria ' +
    'adwokacka gabinet stomatologiczny stomatologia gardens garden receipts receipt orders bank ' +
    'energia energy airlines airline hotel restaurant salon apotheke pharmacy school academy ' +
    'university universität office consulting agency agentur'
  ).split(' '),
);

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ы: 'y',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ь: '',
  ъ: '',
};

/** Lower-case ASCII, diacritics dropped and Cyrillic spelt out, for comparing names. */
export function foldName(text: string): string {
  return [...text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => CYRILLIC[char] ?? char)
    .join('')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l');
}

/** Whether a local part is a shared mailbox (`info`, `rechnung`, `no-reply`, `orders+eu`). */
export function isSharedMailbox(localPart: string): boolean {
  const local = localPart.toLowerCase().replace(/\+.*$/, '');
  if (NO_REPLY.some((role) => local.includes(role))) return true;
  return SHARED_MAILBOXES.has(local) || SHARED_MAILBOXES.has(local.split(/[._-]/)[0]!);
}

/** The words of a display name that reads like a person's (`Dr.` and initials aside), or null. */
export function personNameWords(displayName: string): string[] | null {
  const name = displayName.trim();
  if (!name || /[|@/\\()<>:;,!?&+#*\d]/.test(name)) return null;
  const words = name
    .split(/\s+/)
    .filter((word) => !/^(dr|prof|mr|mrs|ms|mme|mlle)\.?$/i.test(word));
  if (words.length < 2 || words.length > 4) return null;
  const isNameWord = (word: string) =>
    /^\p{L}[\p{L}'’.-]*$/u.test(word) &&
    // An acronym (`HSBC`, `FC`) is an organisation's; an initial (`J.`) is a person's.
    !(word.length > 1 && word === word.toUpperCase() && /\p{Lu}{2}/u.test(word)) &&
    !ORGANISATION_WORDS.has(foldName(word).replace(/\.$/, ''));
  if (!words.every(isNameWord)) return null;
  // `Kühn` is written `kuhn` or `kuehn` in an address.
  const spellings = (word: string) => [
    ...new Set([foldName(word), foldName(word.replace(/[äöü]/gi, (umlaut) => `${umlaut}e`))]),
  ];
  return words
    .flatMap(spellings)
    .flatMap((word) => word.split(/[-'’.]/))
    .filter((part) => part.length > 0);
}

/**
 * Whether an address belongs to the person its display name names: its local part is made of
 * the name (`maria`, `j.smith`, `watanabe.takumi`, `mehmetdemir`), or its domain spells the whole
 * name (`hello@nikolaipetrov.photo`).
 */
export function isNamedAddress(address: string, nameWords: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  const parts = foldName(address.slice(0, at).replace(/\+.*$/, ''))
    .split(/[._-]/)
    .filter((part) => part.length > 0);
  const isNamePart = (part: string) =>
    nameWords.includes(part) || (part.length === 1 && nameWords.some((w) => w.startsWith(part)));
  if (parts.length > 0 && parts.every(isNamePart)) return true;
  const joined = parts.join('');
  if (nameWords.some((a) => nameWords.some((b) => a !== b && joined === a + b))) return true;
  const label = foldName(address.slice(at + 1).split('.')[0]!).replace(/-/g, '');
  return nameWords.length >= 2 && nameWords.every((word) => label.includes(word));
}
