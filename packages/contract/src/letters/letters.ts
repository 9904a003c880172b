import { escapeHtml } from '../plain-text';
import type { Regime, Right } from '../regimes/regime';
import { cs } from './cs';
import { da } from './da';
import { de } from './de';
import { el } from './el';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';
import { pl } from './pl';
import { ptBR } from './pt-br';
import { ptPT } from './pt-pt';
import { sv } from './sv';
import type { Correction, Phrasebook } from './phrasebook';

export type { Correction } from './phrasebook';

/** The languages Reclaim writes letters in, each with its phrasebook. */
const PHRASEBOOKS = {
  en,
  de,
  fr,
  es,
  it,
  nl,
  'pt-PT': ptPT,
  'pt-BR': ptBR,
  sv,
  da,
  pl,
  cs,
  el,
} as const satisfies Record<string, Phrasebook>;
export type LetterLanguage = keyof typeof PHRASEBOOKS;
export const LETTER_LANGUAGES = Object.keys(PHRASEBOOKS) as LetterLanguage[];

/** Who writes, to whom, and what they have to say. */
export interface LetterValues {
  /** The company's registrable domain. */
  domain: string;
  /** The person's name. */
  name: string;
  /** The mailbox the letter goes out from: the address the company knows. */
  email: string;
  /**
   * When the company last wrote to that address, if known: a date is written as the letter's
   * language writes dates; text is taken as it is (a template's `{{lastEmailDate}}`).
   */
  lastEmailDate: Date | string | null;
  /** What is wrong and what is right, for a correction request. */
  correction?: Correction;
  /** The details the company asks for to identify the person, as the person gave them. */
  identity?: readonly IdentityDetail[];
}

/** One detail a company needs to identify the person: its own name for it, and the answer. */
export interface IdentityDetail {
  label: string;
  value: string;
}

/** A letter as it is sent: its subject, its HTML and the same in plain text. */
export interface Letter {
  subject: string;
  html: string;
  text: string;
}

/**
 * The letter asking for `right` under `regime` in `language`: the request with the provision
 * that grants it, how the company can identify the person, the time limit with its provision (or
 * a plea to answer without undue delay where the law sets none), and a closing. Values are
 * escaped in the HTML: a name like `<b>` stays text. Throws for a right the regime does not grant.
 */
export function renderLetter(
  right: Right,
  regime: Regime,
  language: LetterLanguage,
  values: LetterValues,
): Letter {
  const rule = regime.rights[right];
  if (!rule) throw new Error(`${regime.id} grants no ${right} right`);
  const book: Phrasebook = PHRASEBOOKS[language];
  const cite = (citation: string) => book.citation(citation, regime.id);
  const date =
    values.lastEmailDate instanceof Date
      ? formatLetterDate(values.lastEmailDate, book.locale)
      : values.lastEmailDate;
  const limit = rule.timeLimit;
  const paragraphs = [
    book.greeting(values.domain),
    ...book.request(right, rule.scope, cite(rule.citation), values.correction),
    book.identification(values.email, values.domain, date),
    ...(values.identity?.length ? [identityParagraph(book, values.identity)] : []),
    limit ? book.deadline(book.period(limit.period), cite(limit.citation)) : book.noDeadline(),
    book.closing(right),
  ];
  return {
    subject: book.subject(right, rule.scope, cite(rule.citation)),
    ...bodyOf(paragraphs, [book.signOff(), values.name, values.email]),
  };
}

/** The details a company asks for, after the sentence that leads them: one `label: value` a line. */
function identityParagraph(book: Phrasebook, details: readonly IdentityDetail[]): string {
  return [book.identityDetails(), ...details.map(({ label, value }) => `${label}: ${value}`)].join(
    '\n',
  );
}

/**
 * The paragraph of a letter in `language` that gives the company the details it asks for, as
 * `{{identity}}` in a letter template is filled; empty when there are none (the template's
 * paragraph then goes).
 */
export function identityDetailsText(
  language: LetterLanguage,
  details: readonly IdentityDetail[],
): string {
  return details.length === 0 ? '' : identityParagraph(PHRASEBOOKS[language], details);
}

/** What a reminder follows: the request's subject, when it was sent and when it was due. */
export interface ReminderValues extends Omit<LetterValues, 'lastEmailDate' | 'correction'> {
  subject: string;
  sentAt: Date;
  dueAt: Date;
}

/**
 * The reminder of an overdue request of `right` under `regime`, in the request's language: `Re:`
 * its subject, so it reads as part of the same conversation; when the person asked and under which
 * provision; the time the law gave, until when, and that it has passed. Throws where the law sets
 * no time limit: such a request is never overdue.
 */
export function renderReminder(
  right: Right,
  regime: Regime,
  language: LetterLanguage,
  values: ReminderValues,
): Letter {
  const rule = regime.rights[right];
  const limit = rule?.timeLimit;
  if (!rule || !limit) throw new Error(`${regime.id} sets no time limit for ${right}`);
  const book: Phrasebook = PHRASEBOOKS[language];
  const cite = (citation: string) => book.citation(citation, regime.id);
  const date = (value: Date) => formatLetterDate(value, book.locale);
  const paragraphs = [
    book.greeting(values.domain),
    book.reminderAsked(right, date(values.sentAt), cite(rule.citation)),
    book.reminderOverdue(book.period(limit.period), date(values.dueAt), cite(limit.citation)),
    book.reminderClosing(),
  ];
  return {
    subject: /^re:/i.test(values.subject) ? values.subject : `Re: ${values.subject}`,
    ...bodyOf(paragraphs, [book.signOff(), values.name, values.email]),
  };
}

/** The values a letter template leaves open, as its placeholders name them. */
export interface LetterTemplateValues {
  domain: string;
  name: string;
  email: string;
  /** Written as the letter's language writes dates: {@link formatLetterDate}. */
  lastEmailDate: string;
  /** A correction request's two statements. */
  wrong?: string;
  right?: string;
  /** The paragraph of {@link identityDetailsText}; none, or empty, where nothing is asked. */
  identity?: string;
}

const TEMPLATE_VALUES: LetterTemplateValues = {
  domain: '{{domain}}',
  name: '{{name}}',
  email: '{{email}}',
  lastEmailDate: '{{lastEmailDate}}',
};
const PLACEHOLDER = /\{\{(domain|name|email|lastEmailDate|wrong|right|identity)\}\}/g;
/** The paragraph a template keeps for the details a company asks for, and what follows it. */
const IDENTITY_PARAGRAPH = /<p>\{\{identity\}\}<\/p>\n?/;

/**
 * The letter of {@link renderLetter} with its values left as placeholders (`{{domain}}`,
 * `{{name}}`, `{{email}}`, `{{lastEmailDate}}`, `{{wrong}}` and `{{right}}` for a correction, and
 * the paragraph `{{identity}}` for the details a company asks for): what the preview fills in the
 * browser. Filled by {@link fillLetterTemplate}, it is
 * the very letter the server renders and sends.
 */
export function letterTemplate(right: Right, regime: Regime, language: LetterLanguage): Letter {
  const letter = renderLetter(right, regime, language, {
    ...TEMPLATE_VALUES,
    correction: right === 'correction' ? { wrong: '{{wrong}}', right: '{{right}}' } : undefined,
    identity: [{ label: IDENTITY_MARK, value: IDENTITY_MARK }],
  });
  // The company's details are its own: the paragraph is one placeholder, filled or dropped.
  // An HTML paragraph is one line (its line breaks are <br>); a text paragraph is its lines.
  const marked = new RegExp(`<p>[^\\n]*${IDENTITY_MARK}[^\\n]*</p>`);
  const markedText = new RegExp(`[^\\n]*\\n${IDENTITY_MARK}: ${IDENTITY_MARK}`);
  return {
    ...letter,
    html: letter.html.replace(marked, '<p>{{identity}}</p>'),
    text: letter.text.replace(markedText, '{{identity}}'),
  };
}

/** What stands in for the details while the template is made (no letter holds it). */
const IDENTITY_MARK = '{{identity-mark}}';

/** A letter template's HTML with its placeholders filled, escaped as the letter's own values are. */
export function fillLetterTemplate(html: string, values: LetterTemplateValues): string {
  const withIdentity = values.identity ? html : html.replace(IDENTITY_PARAGRAPH, '');
  return withIdentity.replace(PLACEHOLDER, (_match, key: keyof LetterTemplateValues) =>
    escapeHtml(values[key] ?? '').replace(/\n/g, '<br>'),
  );
}

/** The BCP 47 tag a language's letters write dates in. */
export function letterLocale(language: LetterLanguage): string {
  return PHRASEBOOKS[language].locale;
}

/** Paragraphs and a signature as HTML (values escaped) and as plain text. */
function bodyOf(paragraphs: string[], signature: string[]): Pick<Letter, 'html' | 'text'> {
  const all = [...paragraphs, signature.join('\n')];
  return {
    html: all
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join('\n'),
    text: all.join('\n\n'),
  };
}

/** A date as the letter's language writes it in a letter: '5 March 2026', '5. März 2026'. */
export function formatLetterDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
