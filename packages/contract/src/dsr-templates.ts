import { escapeHtml } from './plain-text';
import { dueDateUnder, regimeById } from './regimes/regime-choice';
import type { RegimeId } from './regimes/regime-table';

/**
 * The deletion request e-mails Reclaim sends from a person's own mailbox, one per law. Shared by
 * the server, which renders what it sends, and the web app, which renders the preview with the
 * same function, so the preview is exactly what goes out.
 */
export const JURISDICTIONS = ['gdpr', 'uk-gdpr', 'ccpa'] as const satisfies readonly RegimeId[];
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** What fills a template's placeholders. */
export interface DsrTemplateValues {
  /** The company's registrable domain. */
  domain: string;
  /** The person's name. */
  name: string;
  /** The mailbox the request goes out from, which is the address the company knows. */
  email: string;
  /** The last e-mail the company sent there, as the person reads dates ('Mon D, YYYY'). */
  lastEmailDate: string;
}

export interface DsrTemplate {
  jurisdiction: Jurisdiction;
  /** The law as people name it, for the preview's choice. */
  label: string;
  subject: string;
  /** HTML with `{{domain}}`, `{{name}}`, `{{email}}` and `{{lastEmailDate}}` placeholders. */
  html: string;
  /**
   * The reminder sent in the request's thread once the deadline has passed: HTML with
   * `{{domain}}`, `{{name}}`, `{{email}}`, `{{sentDate}}` and `{{dueDate}}` placeholders.
   */
  reminderHtml: string;
}

const CLOSING = `<p>Please confirm in writing when my data has been erased. If you do not hold any
personal data about me, please tell me so.</p>
<p>Kind regards,<br>{{name}}<br>{{email}}</p>`;

const REMINDER_CLOSING = `<p>Please confirm without further delay that my data has been erased, or
tell me if you do not hold any personal data about me.</p>
<p>Kind regards,<br>{{name}}<br>{{email}}</p>`;

const IDENTIFICATION = `<p>You can identify me by this e-mail address, {{email}}, at which I
received e-mail from {{domain}}, most recently on {{lastEmailDate}}. I am writing from that very
address.</p>`;

export const DSR_TEMPLATES: { readonly [J in Jurisdiction]: DsrTemplate } = {
  gdpr: {
    jurisdiction: 'gdpr',
    label: 'GDPR (European Union)',
    subject: 'Request to erase my personal data (Article 17 GDPR)',
    html: `<p>Dear Data Protection Officer of {{domain}},</p>
<p>Under Article 17 of the General Data Protection Regulation (GDPR), I ask you to erase all
personal data you hold about me without undue delay, and to tell any processors and recipients
you have shared it with to erase it too (Article 19 GDPR).</p>
${IDENTIFICATION}
<p>Article 12(3) GDPR requires you to act on this request within one month of receiving it.</p>
${CLOSING}`,
    reminderHtml: `<p>Dear Data Protection Officer of {{domain}},</p>
<p>On {{sentDate}} I asked you, under Article 17 of the General Data Protection Regulation
(GDPR), to erase all personal data you hold about me.</p>
<p>Article 12(3) GDPR gave you one month to act on my request, until {{dueDate}}. That deadline
has passed, and I have not yet heard that my data has been erased.</p>
${REMINDER_CLOSING}`,
  },
  'uk-gdpr': {
    jurisdiction: 'uk-gdpr',
    label: 'UK GDPR (United Kingdom)',
    subject: 'Request to erase my personal data (Article 17 UK GDPR)',
    html: `<p>Dear Data Protection Officer of {{domain}},</p>
<p>Under Article 17 of the UK General Data Protection Regulation (UK GDPR) and the Data
Protection Act 2018, I ask you to erase all personal data you hold about me without undue delay,
and to tell anyone you have shared it with to erase it too (Article 19 UK GDPR).</p>
${IDENTIFICATION}
<p>Article 12(3) UK GDPR requires you to act on this request within one month of receiving it.</p>
${CLOSING}`,
    reminderHtml: `<p>Dear Data Protection Officer of {{domain}},</p>
<p>On {{sentDate}} I asked you, under Article 17 of the UK General Data Protection Regulation
(UK GDPR), to erase all personal data you hold about me.</p>
<p>Article 12(3) UK GDPR gave you one month to act on my request, until {{dueDate}}. That
deadline has passed, and I have not yet heard that my data has been erased.</p>
${REMINDER_CLOSING}`,
  },
  ccpa: {
    jurisdiction: 'ccpa',
    label: 'CCPA / CPRA (California)',
    subject: 'Request to delete my personal information (CCPA / CPRA)',
    html: `<p>Dear Privacy Team of {{domain}},</p>
<p>Under the California Consumer Privacy Act as amended by the California Privacy Rights Act
(Cal. Civ. Code § 1798.105), I ask you to delete all personal information you have collected
about me, and to direct your service providers and contractors to delete it too.</p>
${IDENTIFICATION}
<p>Cal. Civ. Code § 1798.130 requires you to respond within 45 days of receiving this request.</p>
${CLOSING}`,
    reminderHtml: `<p>Dear Privacy Team of {{domain}},</p>
<p>On {{sentDate}} I asked you, under the California Consumer Privacy Act as amended by the
California Privacy Rights Act (Cal. Civ. Code § 1798.105), to delete all personal information
you have collected about me.</p>
<p>Cal. Civ. Code § 1798.130 gave you 45 days to respond, until {{dueDate}}. That deadline has
passed, and I have not yet heard that my personal information has been deleted.</p>
${REMINDER_CLOSING}`,
  },
};

const PLACEHOLDER = /\{\{(domain|name|email|lastEmailDate)\}\}/g;

/** Replaces the placeholders with the values, escaped: a name like `<script>` stays text. */
export function renderDsrTemplate(text: string, values: DsrTemplateValues): string {
  return text.replace(PLACEHOLDER, (_match, key: keyof DsrTemplateValues) =>
    escapeHtml(values[key]),
  );
}

/** The subject and HTML body of a request under `jurisdiction`. */
export function renderDsrEmail(jurisdiction: Jurisdiction, values: DsrTemplateValues) {
  const template = DSR_TEMPLATES[jurisdiction];
  return {
    subject: template.subject,
    html: renderDsrTemplate(template.html, values),
  };
}

/** What fills a reminder's placeholders, and the request it follows. */
export interface DsrReminderValues {
  domain: string;
  name: string;
  email: string;
  /** The subject the request went out with; the reminder answers it. */
  subject: string;
  /** When the request was sent. */
  sentAt: Date;
  /** When the company had to answer by. */
  dueAt: Date;
}

const REMINDER_PLACEHOLDER = /\{\{(domain|name|email|sentDate|dueDate)\}\}/g;

/**
 * The reminder of an overdue request under `jurisdiction`: `Re:` the request's subject, so it reads
 * as part of the same conversation, and a short text citing the day the request was sent and the
 * law's deadline that has passed. Values are escaped as in the request itself.
 */
export function renderDsrReminder(jurisdiction: Jurisdiction, values: DsrReminderValues) {
  const filled: Record<string, string> = {
    domain: values.domain,
    name: values.name,
    email: values.email,
    sentDate: formatShortDate(values.sentAt),
    dueDate: formatShortDate(values.dueAt),
  };
  return {
    subject: /^re:/i.test(values.subject) ? values.subject : `Re: ${values.subject}`,
    html: DSR_TEMPLATES[jurisdiction].reminderHtml.replace(
      REMINDER_PLACEHOLDER,
      (_match, key: string) => escapeHtml(filled[key] ?? ''),
    ),
  };
}

/**
 * When the company must have answered an erasure request sent at `sentAt` under `jurisdiction`,
 * by the regime table (GDPR: a month; CCPA: 45 days).
 */
export function dueDateOf(jurisdiction: Jurisdiction, sentAt: Date): Date {
  const due = dueDateUnder(regimeById(jurisdiction), 'erasure', sentAt);
  if (!due) throw new Error(`${jurisdiction} sets no time limit for erasure`);
  return due;
}

/** The countries of the EU and the wider EEA (which applies the GDPR), by ISO 3166 region code. */
const GDPR_REGIONS = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(
    ' ',
  ),
);

/**
 * The law to offer first, from the browser's language tags: the UK's for en-GB, the GDPR for a
 * region of the EU or EEA; null elsewhere, the person picks. A language's region says little about
 * where someone lives outside those: an en-US browser is no sign of living in California, and CCPA
 * does not cover a person who does not.
 */
export function defaultJurisdiction(languages: readonly string[]): Jurisdiction | null {
  for (const tag of languages) {
    // The region follows the language and any script: en-GB, zh-Hant-TW, es-419.
    const region = tag
      .split('-')
      .slice(1)
      .find((part) => /^(?:[a-z]{2}|\d{3})$/i.test(part))
      ?.toUpperCase();
    if (!region) continue;
    if (region === 'GB') return 'uk-gdpr';
    if (GDPR_REGIONS.has(region)) return 'gdpr';
    return null;
  }
  return null;
}

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date as the spec shows it, 'Mon D, YYYY' (e.g. 'Jan 5, 2024'): in templates and on screen. */
export function formatShortDate(date: Date): string {
  return SHORT_DATE.format(date);
}
