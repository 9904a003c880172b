/**
 * Whether a sender's display name and address read like a person's, not an organisation's: the
 * part of telling a person on their own domain (`maria@lopez-family.es`) from a small business
 * writing by hand (`info@autohaus-schreiner.de`, `"Padaria Estrela" <ola@padaria-estrela.pt>`).
 */

import { isSharedMailbox, TAG, words } from './shared-mailbox';

/**
 * Words of organisations' names: legal forms, trades of the small businesses that write by hand
 * (a plumber's invoice, a dentist's reminder) and products named like people (`Cartão
 * Continente`, `Jogos Santa Casa`), in the languages we see most.
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
  physio praktijk kontor card cartao carte karte tarjeta games jogos juegos jeux spiele giochi
  design designs utilities utility telecom vet vets veterinary tierarzt tierarztpraxis appointments
  banque banco express software media digital data deutsche partei kool corporation europe
  partnership
  billing accounts notifications alerts invoices reservations bookings helpdesk careers newsletter
`);
/**
 * Endings of compound and institutional words (`Grundschule`, `Kirchengemeinde`, `Sparkasse`,
 * `Rentenversicherung`, `Realschule`, `Erzbistum`), no given name or surname ends so.
 */
const ORGANISATION_ENDINGS =
  /(?:schule|kirche|gemeinde|kasse|versicherung|verein|verband|bistum|stiftung|institut|gymnasium|klinikum|kolleg|akademie|werk|werke|haus|zentrum|amt)$/;
/** The same in names written in other scripts (`さくら整体院`, `한옥찻집 예약`): clinic, shop, bank… */
const OTHER_SCRIPT_ORGANISATION =
  /会社|公司|銀行|银行|은행|[院店館]|센터|예약|병원|協会|协会|협회|学校|학교/u;
/** Lower-case words that belong to a person's name (`Lotte van Dam`, `Ana da Silva`). */
const NAME_PARTICLES = words(
  'van der den de da di do dos das du del della von zu el al bin ibn la le ter ten y e',
);

/** Letters NFD leaves whole, as addresses spell them: Cyrillic transliterated, `ø`, `ß`. */
const FOLDED: Record<string, string> = Object.fromEntries(
  `а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:kh
   ц:ts ч:ch ш:sh щ:shch ы:y э:e ю:yu я:ya і:i ї:yi є:ye ґ:g ь: ъ: ø:o æ:ae ß:ss ł:l þ:th ð:d`
    .trim()
    .split(/\s+/)
    .map((pair): [string, string] => [pair[0]!, pair.slice(2)]),
);
const FOLDABLE = new RegExp(`[${Object.keys(FOLDED).join('')}]`, 'g');
const MARKS = /\p{M}/gu;

/** Lower-case ASCII, diacritics dropped and Cyrillic spelt out, for comparing names. */
export function foldName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(FOLDABLE, (char) => FOLDED[char]!);
}

/** How a display name reads: a person's (its words, folded), or not. */
export type PersonName = { script: 'latin'; words: string[] } | { script: 'other' } | null;

const TITLE = /^(?:dr|dra|prof|mr|mrs|ms|mme|mlle|herr|frau|ing|inż|mgr|dipl|dott|sr|sra)\.?$/iu;
const SIGNS = /[|@/\\()<>:;,!?&+#*\d]/;
const LATIN = /^[\p{Script=Latin}'’.-]+$/u;
const CYRILLIC = /^[\p{Script=Cyrillic}'’-]+$/u;
const LETTERS = /^\p{L}[\p{L}\p{M}]*$/u;
const UPPER_FIRST = /^\p{Lu}/u;
const CAPITALISED = /^\p{Lu}\p{Ll}/u;
const ACRONYM = /^\p{Lu}{2,}$/u;
const INNER_SIGNS = /[.'’-]/g;
const UMLAUT = /[äöü]/i;
const UMLAUTS = /[äöü]/gi;
/** Ukrainian spells `и` and `г` as `y` and `h` (`Дмитро Мельник`, `dmytro@melnyk.com.ua`). */
const UKRAINIAN = /[иг]/giu;
const UKRAINIAN_LETTERS: Record<string, string> = { и: 'y', И: 'y', г: 'h', Г: 'h' };
const WORD_SIGNS = /[-'’.]/;
const SPACES = /\s+/;
/** `S.p.A.` is `spa`, `Inc.` `inc`. */
const DOTS = /\./g;
/**
 * What a corporate directory adds to a name: `Mariana Sousa (Critical Software)`. The spaces
 * before it are trimmed after: a pattern that began with them would read a run of spaces once
 * from each of its characters.
 */
const TRAILING_NOTE = /\([^()]*\)$/u;
/** A directory's `Surname, Given names` (`Barros, Luisa`, `van Dam, Lotte`), not `Name, Firm`. */
const SURNAME_FIRST = /^((?:\p{Ll}+\s+)*[\p{L}'’-]+),\s*([^\s,]+(?:\s+[^\s,]+){0,2})$/u;
/** A name that starts with an article is a firm's or a place's (`The Home Depot`, `Die Zeit`). */
const ARTICLES = new Set(['The', 'Die', 'Der', 'Das', 'Het', 'Les', 'Los', 'Las']);
/** A surname in capitals is this long at least; shorter capitals are acronyms (`DHL Paket`). */
const MIN_CAPITAL_SURNAME = 4;

/**
 * Reads a display name as a person's: two to four words (`Dr.` aside), each capitalised or a name
 * particle, no acronym (`HSBC`), digit, sign or organisation word (`GmbH`, `Bäckerei`). A name in
 * another script (`Иван Иванов`, `近藤 博`) is a person's when it is short and has no such signs;
 * Cyrillic is spelt out in Latin letters to be compared with the address. Corporate directories'
 * forms read as the name they hold: `Barros, Luisa (SI BP PT)`, `MAGALHAES Vitor`.
 */
export function readPersonName(displayName: string): PersonName {
  const name = readDirectoryName(displayName.trim());
  if (!name || SIGNS.test(name)) return null;
  const parts = name.split(SPACES).filter((word) => !TITLE.test(word));
  if (parts.length > 4 || ARTICLES.has(parts[0]!)) return null;
  const isOrganisation = (word: string) => {
    const folded = foldName(word).replace(DOTS, '');
    return ORGANISATION_WORDS.has(folded) || ORGANISATION_ENDINGS.test(folded);
  };
  if (parts.some(isOrganisation)) return null;
  const cyrillic = parts.every((word) => CYRILLIC.test(word));
  if (!cyrillic && !parts.every((word) => LATIN.test(word))) {
    const isShort = parts.length >= 2 || hasAtMostFourCharacters(name);
    const isName = isShort && parts.every((word) => LETTERS.test(word));
    return isName && !OTHER_SCRIPT_ORGANISATION.test(name) ? { script: 'other' } : null;
  }
  if (parts.length < 2 || !parts.every(isNameWord)) return null;
  // An acronym (`HSBC`, `FC`) is an organisation's; an initial (`J.`) is a person's, and so is one
  // surname in capitals beside a name written as usual (`MAGALHAES Vitor`, `DUPONT Jean`).
  const acronyms = parts.filter((word) => ACRONYM.test(word.replace(INNER_SIGNS, '')));
  const isCapitalSurname =
    acronyms.length === 1 &&
    acronyms[0]!.length >= MIN_CAPITAL_SURNAME &&
    parts.some((word) => CAPITALISED.test(word));
  if (acronyms.length > (isCapitalSurname ? 1 : 0)) return null;
  // `Kühn` is written `kuhn` or `kuehn` in an address, `Дмитро` `dmitro` or `dmytro`.
  const spellings = (word: string) => {
    const spelt = [foldName(word)];
    if (UMLAUT.test(word)) spelt.push(foldName(word.replace(UMLAUTS, (umlaut) => `${umlaut}e`)));
    if (cyrillic) spelt.push(foldName(word.replace(UKRAINIAN, (c) => UKRAINIAN_LETTERS[c]!)));
    return spelt;
  };
  const folded = parts.flatMap(spellings).flatMap((word) => word.split(WORD_SIGNS));
  return { script: 'latin', words: [...new Set(folded.filter((part) => part.length > 0))] };
}

const isNameWord = (word: string) => UPPER_FIRST.test(word) || NAME_PARTICLES.has(word);

/** At most four code points; more than eight UTF-16 units are more than four, however long. */
const hasAtMostFourCharacters = (text: string) => text.length <= 8 && [...text].length <= 4;

/** A directory's form of a name as the name: `Barros, Luisa (SI BP PT)` is `Luisa Barros`. */
function readDirectoryName(displayName: string): string {
  const name = displayName.replace(TRAILING_NOTE, '').trimEnd();
  const inverted = SURNAME_FIRST.exec(name);
  return inverted ? `${inverted[2]} ${inverted[1]}` : name;
}

/**
 * Whether `part` is made of the name's words, their initials and their beginnings
 * (`jcarlos`, `vdmerwe`, `horakj`, `cami` for Camila), in any order.
 */
function isSpeltFromName(part: string, nameWords: readonly string[]): boolean {
  // spelt[start]: the part from `start` on is spelt from the name. Filled from the end, each
  // position once, and without recursion, which would go as deep as the part is long.
  const spelt = new Uint8Array(part.length + 1);
  spelt[part.length] = 1;
  for (let start = part.length - 1; start >= 0; start -= 1) {
    const left = part.length - start;
    for (const word of nameWords) {
      // A word, its initial and its beginning all start with its first letter.
      if (word.charCodeAt(0) !== part.charCodeAt(start)) continue;
      const isSpelt =
        spelt[start + 1] === 1 ||
        (part.startsWith(word, start) && spelt[start + word.length] === 1) ||
        (left >= 3 && word.length > left && word.startsWith(part.slice(start)));
      if (isSpelt) {
        spelt[start] = 1;
        break;
      }
    }
  }
  return part.length > 0 && spelt[0] === 1;
}

/**
 * Local parts people use on a domain made of their name (`hello@nikolaipetrov.photo`,
 * `mail@jonas-weber.de`, `ola@ritaleal.com`). A business on its own name's domain writes from
 * `info@` or `kontakt@` as often as a freelancer does, so those stay shared mailboxes.
 */
const GREETINGS = words('hello hi hey me post home mail ola hola hallo ciao salut');
const DIGITS = /\d+/g;
const SEPARATORS = /[._-]/;
const HYPHENS = /-/g;

/**
 * Whether an address belongs to the person its display name names: each part of its local part
 * (digits aside) is spelt from the name (`maria`, `j.smith`, `rgoldberg`, `chen.wei3`), but for a
 * middle initial (`ricardo.m.santos`); or it is a greeting on a domain made of the name
 * (`hello@nikolaipetrov.photo`). Any other shared mailbox (`info@`) is not a person's.
 */
export function isNamedAddress(address: string, nameWords: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  const local = foldName(address.slice(0, at).replace(TAG, ''));
  const isGreeting = GREETINGS.has(local);
  if (!isGreeting && isSharedMailbox(local)) return false;
  const parts = local
    .replace(DIGITS, '')
    .split(SEPARATORS)
    .filter((part) => part.length > 0);
  const isNamePart = (part: string, index: number) =>
    isSpeltFromName(part, nameWords) ||
    (part.length === 1 && index > 0 && index < parts.length - 1);
  if (parts.length > 0 && parts.every(isNamePart)) return true;
  return isGreeting && isNamedDomain(address, nameWords);
}

/**
 * Whether the address's domain is made of two or more of the name's words and nothing else
 * (`nikolaipetrov.photo`, `jonas-weber.de`): a person's own, where `annaberg-hotel.de` is not.
 */
function isNamedDomain(address: string, nameWords: readonly string[]): boolean {
  const label = foldName(address.slice(address.lastIndexOf('@') + 1).split('.')[0]!);
  return countNameWords(label.replace(HYPHENS, ''), nameWords) >= 2;
}

/** How many of the name's words, whole, make up `label`, particles aside; -1 if they do not. */
function countNameWords(label: string, nameWords: readonly string[]): number {
  // most[start]: the count for the label from `start` on (0 at its end). Filled from the end,
  // each position once: cut by cut, `ababab…` as `ab` and `abab` takes exponential time.
  const most = new Int32Array(label.length + 1);
  for (let start = label.length - 1; start >= 0; start -= 1) {
    let best = -1;
    for (const word of nameWords) {
      if (word.length < 2 || !label.startsWith(word, start)) continue;
      const rest = most[start + word.length]!;
      if (rest >= 0) best = Math.max(best, rest + (NAME_PARTICLES.has(word) ? 0 : 1));
    }
    most[start] = best;
  }
  return most[0]!;
}

const GIVEN_NAME = /^\p{Lu}[\p{Ll}'’-]+$/u;

/**
 * Whether a lone given name signs a mailbox of that name alone (`"Tiago" <tiago@albuquerque.org.uk>`),
 * as a brother writes from the family's domain; neither a shared mailbox (`"Info" <info@…>`) nor
 * one named after its domain (`"Venmo" <venmo@venmo.com>`), nor a trade (`"Studio" <studio@…>`).
 */
export function isFirstNameAddress(address: string, displayName: string): boolean {
  const name = displayName.trim();
  if (!GIVEN_NAME.test(name) || ORGANISATION_WORDS.has(foldName(name))) return false;
  const localPart = address.slice(0, address.lastIndexOf('@'));
  if (foldName(localPart.replace(TAG, '')) !== foldName(name)) return false;
  return !isSharedMailbox(localPart) && !isBrandMailbox(address);
}

const NOT_ALPHANUMERIC = /[^a-z\d]+/g;
/** Letters and digits only, lower case: `Aves-Portugal` and `aves.portugal` are `avesportugal`. */
const compact = (text: string) => text.toLowerCase().replace(NOT_ALPHANUMERIC, '');

/**
 * Whether a mailbox is named after its own domain, as a brand's are (`viaverde@viaverde.pt`,
 * `temu@orders.temu.com`); the suffix (`pt`, `com`) names nothing.
 */
export function isBrandMailbox(address: string): boolean {
  const at = address.lastIndexOf('@');
  const local = compact(address.slice(0, at).replace(TAG, ''));
  const labels = address.slice(at + 1).split('.');
  return labels.some((label, index) => index < labels.length - 1 && compact(label) === local);
}

/**
 * The ` via ` of `'Ana Ferreira' via aves-portugal`. One space on each side finds it; a pattern
 * of the author, spaces, `via` and spaces would try every split of a run of spaces.
 */
const VIA = /\svia\s/iu;
const OPENING_QUOTES = `'"‘“`;
const CLOSING_QUOTES = `'"’”`;

/**
 * The author of a post that a discussion list relays from its own address, as Google Groups and
 * Mailman rewrite From for DMARC (`'Ana Ferreira' via aves-portugal` from
 * `aves-portugal@googlegroups.com`), or null. A platform's notice (`Inês Costa via LinkedIn` from
 * `inmail-hit-reply@linkedin.com`) does not come from an address named like the list.
 */
export function readListAuthor(displayName: string, address: string): string | null {
  const name = displayName.trim();
  const via = VIA.exec(name);
  if (!via) return null;
  const list = compact(address.slice(0, address.lastIndexOf('@')).replace(TAG, ''));
  const named = compact(foldName(name.slice(via.index + via[0].length)));
  return list.length > 0 && named === list ? unquote(name.slice(0, via.index).trimEnd()) : null;
}

/** `'Ana Ferreira'` is `Ana Ferreira`: a quote off each end, as long as something is left. */
function unquote(text: string): string {
  const opened = text.length > 1 && OPENING_QUOTES.includes(text[0]!) ? text.slice(1) : text;
  const closed = opened.length > 1 && CLOSING_QUOTES.includes(opened.at(-1)!);
  return closed ? opened.slice(0, -1) : opened;
}
