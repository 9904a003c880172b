import type { Period } from '../regimes/periods';
import type { Right, RightScope } from '../regimes/regime';

/** What a letter says, in one language: each sentence a function of the facts it states. */
export interface Phrasebook {
  /** The BCP 47 tag dates are written in. */
  locale: string;
  /** A provision as this language cites it (`Art. 15 GDPR` is `Art. 15 DSGVO` in German). */
  citation(citation: string, regimeId: string): string;
  /** A period after "within", in this language's grammar. */
  period(period: Period): string;
  subject(right: Right, scope: RightScope | undefined, citation: string): string;
  greeting(domain: string): string;
  /** The request itself: one or more paragraphs. */
  request(
    right: Right,
    scope: RightScope | undefined,
    citation: string,
    correction?: Correction,
  ): string[];
  identification(email: string, domain: string, lastEmailDate: string | null): string;
  /** Leads the details a company asks for to identify the person, listed after it one a line. */
  identityDetails(): string;
  deadline(period: string, citation: string): string;
  /** Where the law sets no time limit. */
  noDeadline(): string;
  closing(right: Right): string;
  /** A reminder's first sentence: what the person asked, when, under which provision. */
  reminderAsked(right: Right, date: string, citation: string): string;
  /** The time the law gave, and that it has passed. */
  reminderOverdue(period: string, dueDate: string, citation: string): string;
  reminderClosing(): string;
  /** The sign-off before the name and address. */
  signOff(): string;
}

/** What the person says is wrong, and what is right, for a correction request. */
export interface Correction {
  wrong: string;
  right: string;
}
