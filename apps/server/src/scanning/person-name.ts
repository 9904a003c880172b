/**
 * Whether a sender's display name and address read like a person's, not an organisation's: the
 * part of telling a person on their own domain (`maria@lopez-family.es`) from a small business
 * writing by hand (`info@autohaus-schreiner.de`, `"Padaria Estrela" <ola@padaria-estrela.pt>`).
 */

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Local parts of mailboxes that an organisation's staff share, in the languages we see most. */
const SHARED_MAILBOXES = words(`
  info news newsletter mailings service services support security account accounts notification
  notifications notify alert alerts welcome mailer-daemon postmaster abuse contact contacto contato
  contatto kontakt kontor mail office biuro buero bureau admin sales billing invoice invoices
  rechnung rechnungen facturacion factura facture fatture receipts order orders ordinazioni bookings
  booking reservations reservation reception recepcja rezeption empfang studio team help helpdesk
  kundenservice kundeservice kundservice asiakaspalvelu customerservice klantenservice powiadomienia
  bolletta ebill ticketing tickets transaction kancelaria praxis praktijk shop store marketing press
  jobs careers enquiries inquiries hr secretariat sekretariat leitung geral administracion
`);
const NO_REPLY = ['no-reply', 'noreply', 'no_reply', 'do-not-reply', 'donotreply', 'naoresponda'];

/**
 * Words of organisations' names: legal forms, and trades of the small businesses that write by
 * hand (a plumber's invoice, a dentist's reminder), in the languages we see most.
 */
const ORGANISATION_WORDS = words(`
  gmbh ag kg ug ltd limited llc inc corp co plc sa sas sarl srl spa bv nv oy ab as aps sp zoo
  team support service services news shop store group company club clinic klinik dental praxis
  zahnarztpraxis studio foto photo cafe bakery backerei padaria panaderia pasticceria patisserie
  konditorei autohaus garage sanitar sanitaer plumbing fontaneria hydro serwis kancelaria adwokacka
  gabinet stomatologiczny stomatologia gardens garden receipts receipt orders bank energia energy
  airlines airline hotel restaurant salon apotheke pharmacy school skole skola schule escola scuola
  academy university universitat office consulting agency agentur libreria librairie buchhandlung
  bookshop books optika optik optician lettings estates kita kindergarten autoescola fahrschule fysio
  physio praktijk kontor
`);
/** Lower-case words that belong to a person's name (`Lotte van Dam`, `Ana da Silva`). */
const NAME_PARTICLES = words(
  'van der den de da di do dos das du del della von zu el al bin ibn la le ter ten y e',
);

const FOLDED: Record<string, string> = {
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
  ø: 'o',
  æ: 'ae',
  ß: 'ss',
  ł: 'l',
  þ: 'th',
  ð: 'd',
};

/** Lower-case ASCII, diacritics dropped and Cyrillic spelt out, for comparing names. */
export function foldName(text: string): string {
  return [...text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '')]
    .map((char) => FOLDED[char] ?? char)
    .join('');
}

/** Whether a local part is a shared mailbox (`info`, `rechnung`, `no-reply`, `orders+eu`). */
export function isSharedMailbox(localPart: string): boolean {
  const local = localPart.toLowerCase().replace(/\+.*$/, '');
  if (NO_REPLY.some((role) => local.includes(role))) return true;
  return SHARED_MAILBOXES.has(local) || SHARED_MAILBOXES.has(local.split(/[._-]/)[0]!);
}

/** How a display name reads: a person's (its words, folded), or not. */
export type PersonName = { script: 'latin'; words: string[] } | { script: 'other' } | null;

const TITLE = /^(dr|dra|prof|mr|mrs|ms|mme|mlle|herr|frau|ing|inż|mgr|dipl|dott|sr|sra)\.?$/iu;
const isLatin = (text: string) => /^[\p{Script=Latin}'’.-]+$/u.test(text);

/**
 * Reads a display name as a person's: two to four words (`Dr.` aside), each capitalised or a name
 * particle, no acronym (`HSBC`), digit, sign or organisation word (`GmbH`, `Bäckerei`). A name in
 * another script (`Иван Иванов`, `近藤 博`) is a person's when it is short and has no such signs;
 * Cyrillic is spelt out in Latin letters to be compared with the address.
 */
export function readPersonName(displayName: string): PersonName {
  const name = displayName.trim();
  if (!name || /[|@/\\()<>:;,!?&+#*\d]/.test(name)) return null;
  const parts = name.split(/\s+/).filter((word) => !TITLE.test(word));
  if (parts.length > 4) return null;
  const isOrganisation = (word: string) =>
    ORGANISATION_WORDS.has(foldName(word).replace(/\.$/, ''));
  if (parts.some(isOrganisation)) return null;
  const cyrillic = parts.every((word) => /^[\p{Script=Cyrillic}'’-]+$/u.test(word));
  if (!cyrillic && !parts.every(isLatin)) {
    const isShort = parts.length >= 2 || [...name].length <= 4;
    return isShort && parts.every((word) => /^\p{L}[\p{L}\p{M}]*$/u.test(word))
      ? { script: 'other' }
      : null;
  }
  if (parts.length < 2) return null;
  const isNameWord = (word: string) =>
    /^\p{Lu}/u.test(word)
      ? // An acronym (`HSBC`, `FC`) is an organisation's; an initial (`J.`) is a person's.
        !(word.length > 1 && /^\p{Lu}{2,}$/u.test(word.replace(/[.'’-]/g, '')))
      : NAME_PARTICLES.has(word);
  if (!parts.every(isNameWord)) return null;
  // `Kühn` is written `kuhn` or `kuehn` in an address.
  const spellings = (word: string) => [
    foldName(word),
    foldName(word.replace(/[äöü]/gi, (umlaut) => `${umlaut}e`)),
  ];
  const folded = parts.flatMap(spellings).flatMap((word) => word.split(/[-'’.]/));
  return { script: 'latin', words: [...new Set(folded.filter((part) => part.length > 0))] };
}

/**
 * Whether `part` is made of the name's words, their initials and their beginnings
 * (`jcarlos`, `vdmerwe`, `horakj`, `cami` for Camila), in any order.
 */
function isSpeltFromName(part: string, nameWords: readonly string[]): boolean {
  const known = new Map<number, boolean>();
  const from = (start: number): boolean => {
    if (start === part.length) return true;
    let spelt = known.get(start);
    if (spelt === undefined) {
      const rest = part.slice(start);
      spelt = nameWords.some(
        (word) =>
          (rest.startsWith(word) && from(start + word.length)) ||
          (word.startsWith(rest[0]!) && from(start + 1)) ||
          (rest.length >= 3 && word.length > rest.length && word.startsWith(rest)),
      );
      known.set(start, spelt);
    }
    return spelt;
  };
  return part.length > 0 && from(0);
}

/** Local parts people use on a domain that spells their name (`hello@nikolaipetrov.photo`). */
const GREETINGS = words('hello hi hey me post home');

/**
 * Whether an address belongs to the person its display name names: each part of its local part
 * (digits aside) is spelt from the name (`maria`, `j.smith`, `rgoldberg`, `chen.wei3`), or it is
 * a greeting on a domain that spells the whole name (`hello@nikolaipetrov.photo`).
 */
export function isNamedAddress(address: string, nameWords: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  const local = foldName(address.slice(0, at).replace(/\+.*$/, ''));
  const parts = local
    .replace(/\d+/g, '')
    .split(/[._-]/)
    .filter((part) => part.length > 0);
  if (parts.length > 0 && parts.every((part) => isSpeltFromName(part, nameWords))) return true;
  return GREETINGS.has(local) && isNamedDomain(address, nameWords);
}

/** Whether the address's domain spells the whole name (`nikolaipetrov.photo`). */
function isNamedDomain(address: string, nameWords: readonly string[]): boolean {
  const label = foldName(address.slice(address.lastIndexOf('@') + 1).split('.')[0]!).replace(
    /-/g,
    '',
  );
  const names = nameWords.filter((word) => !NAME_PARTICLES.has(word) && word.length > 1);
  return names.length >= 2 && names.every((word) => label.includes(word));
}
