import { describe, expect, it } from 'vitest';
import { RIGHTS } from '../regimes/regime';
import { regimeById, rightsOf } from '../regimes/regime-choice';
import { REGIMES } from '../regimes/regime-table';
import { LETTER_LANGUAGES, renderLetter, renderReminder, type LetterLanguage } from './letters';

const VALUES = {
  domain: 'shop.example',
  name: 'Ada <b>Lovelace</b>',
  email: 'ada@mail.example',
  lastEmailDate: new Date('2026-03-05T08:00:00Z'),
  correction: { wrong: 'My address is Old Street 1.', right: 'My address is New Street 2.' },
  identity: [
    { label: 'Customer number', value: 'K-4711' },
    { label: 'Date of birth', value: '1990-12-10' },
  ],
};

/** How each language writes 5 March 2026 in a letter. */
const DATE_IN: Record<LetterLanguage, string> = {
  en: '5 March 2026',
  de: '5. März 2026',
  fr: '5 mars 2026',
  es: '5 de marzo de 2026',
  it: '5 marzo 2026',
  nl: '5 maart 2026',
  'pt-PT': '5 de março de 2026',
  'pt-BR': '5 de março de 2026',
  sv: '5 mars 2026',
  da: '5. marts 2026',
  pl: '5 marca 2026',
  cs: '5. března 2026',
  el: '5 Μαρτίου 2026',
};

/**
 * What a letter says when a right reaches everything: a right that reaches less (its scope) must
 * say what, so these words may not appear in its letter.
 */
const UNSCOPED: Record<LetterLanguage, { erasure: string; objection: string }> = {
  en: {
    erasure: 'all personal data you hold about me',
    objection: 'I object to the processing of my personal data for direct marketing',
  },
  fr: {
    erasure: 'toutes les données personnelles me concernant que vous détenez',
    objection: "Je m'oppose au traitement de mes données personnelles à des fins de prospection",
  },
  it: {
    erasure: 'tutti i dati personali che conservate su di me',
    objection:
      'mi oppongo al trattamento dei miei dati personali per finalità di marketing diretto',
  },
  nl: {
    erasure: 'alle persoonsgegevens die u over mij bewaart',
    objection:
      'Ik maak bezwaar tegen de verwerking van mijn persoonsgegevens voor direct marketing',
  },
  'pt-PT': {
    erasure: 'todos os dados pessoais que conservam a meu respeito',
    objection:
      'Oponho-me ao tratamento dos meus dados pessoais para fins de comercialização direta',
  },
  'pt-BR': {
    erasure: 'todos os dados pessoais que mantêm a meu respeito',
    objection: 'Oponho-me ao tratamento dos meus dados pessoais para fins de marketing direto',
  },
  sv: {
    erasure: 'alla personuppgifter som ni har om mig',
    objection: 'Jag invänder mot att mina personuppgifter behandlas för direktmarknadsföring',
  },
  da: {
    erasure: 'alle personoplysninger, som I har om mig',
    objection:
      'Jeg gør indsigelse mod behandlingen af mine personoplysninger til direkte markedsføring',
  },
  pl: {
    erasure: 'wszystkich moich danych osobowych, które Państwo przechowują',
    objection: 'wnoszę sprzeciw wobec przetwarzania moich danych osobowych na potrzeby marketingu',
  },
  cs: {
    erasure: 'všech osobních údajů, které o mně uchováváte',
    objection: 'vznáším námitku proti zpracování mých osobních údajů pro účely přímého marketingu',
  },
  el: {
    erasure: 'όλα τα προσωπικά δεδομένα που τηρείτε για εμένα',
    objection: 'Αντιτίθεμαι στην επεξεργασία των προσωπικών μου δεδομένων για σκοπούς απευθείας',
  },
  es: {
    erasure: 'todos los datos personales que conservan sobre mí',
    objection:
      'Me opongo al tratamiento de mis datos personales con fines de mercadotecnia directa',
  },
  de: {
    erasure: 'alle personenbezogenen Daten, die Sie über mich gespeichert haben',
    objection:
      'widerspreche ich der Verarbeitung meiner personenbezogenen Daten für Zwecke der Direktwerbung',
  },
};

/** How the GDPR's articles are written in each language's letters ('Art.' elsewhere). */
const GDPR_ARTICLE: Partial<Record<LetterLanguage, string>> = {
  pl: 'art.',
  cs: 'čl.',
  el: 'άρθρο',
};

/**
 * The part of a provision every letter must show: an article's number after the language's word
 * for it, or the whole citation of a law cited by section.
 */
function citedAs(citation: string, regimeId: string, language: LetterLanguage): string {
  const article = /^Art\. (\d+)/.exec(citation)?.[1];
  if (!article) return citation;
  const word = regimeId === 'gdpr' ? (GDPR_ARTICLE[language] ?? 'Art.') : 'Art.';
  return `${word} ${article}`;
}

/** Words an English sentence can hardly do without; none may be left in another language. */
const ENGLISH_WORDS = ['the', 'you', 'your', 'please', 'request', 'data', 'within', 'and', 'of'];
/** English words that are words of another language too (Dutch "of" is "or" and "whether"). */
const ALSO_WORDS_OF: Partial<Record<LetterLanguage, string[]>> = { nl: ['of'] };
const englishWordsIn = (language: LetterLanguage) => {
  const own = new Set(ALSO_WORDS_OF[language] ?? []);
  return new RegExp(`\\b(${ENGLISH_WORDS.filter((word) => !own.has(word)).join('|')})\\b`, 'i');
};

const EVERY_LETTER = REGIMES.flatMap((regime) =>
  rightsOf(regime).flatMap((right) =>
    LETTER_LANGUAGES.map((language) => [regime.id, right, language, regime] as const),
  ),
);

describe.each(EVERY_LETTER)('the %s %s letter in %s', (_id, right, language, regime) => {
  const letter = renderLetter(right, regime, language, VALUES);
  const rule = regime.rights[right]!;

  it('fills every placeholder, and cites the provision and the time limit', () => {
    for (const part of [letter.subject, letter.html, letter.text]) {
      expect(part).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object/);
    }
    const cited = citedAs(rule.citation, regime.id, language);
    expect(letter.text).toContain(cited);
    expect(letter.subject).toContain(cited);
    expect(letter.text).toContain(DATE_IN[language]);
    expect(letter.text).toContain('shop.example');
    expect(letter.text).toContain('ada@mail.example');
    if (rule.timeLimit) {
      expect(letter.text).toContain(citedAs(rule.timeLimit.citation, regime.id, language));
    }
  });

  it('says what the right reaches where the law grants less than all', () => {
    const unscoped =
      right === 'erasure' || right === 'objection' ? UNSCOPED[language][right] : null;
    if (!unscoped) return;
    const reachesAll =
      rule.scope === undefined || rule.scope === 'marketing-and-legitimate-interests';
    if (reachesAll) expect(letter.text).toContain(unscoped);
    else expect(letter.text).not.toContain(unscoped);
  });

  it('keeps what the person typed as text', () => {
    expect(letter.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(letter.html).not.toContain('<b>');
    expect(letter.text).toContain('Ada <b>Lovelace</b>');
    if (right === 'correction') {
      expect(letter.text).toContain(VALUES.correction.wrong);
      expect(letter.text).toContain(VALUES.correction.right);
    }
    // The details the company asked for, one a line, after the sentence that leads them.
    expect(letter.text).toMatch(/:\nCustomer number: K-4711\nDate of birth: 1990-12-10\n\n/);
  });

  it.skipIf(language === 'en')('leaves no English sentence in the letter', () => {
    // What the person typed is theirs; every other word is the letter's.
    const written = VALUES.identity
      .reduce((text, { label, value }) => text.replace(`${label}: ${value}`, ''), letter.text)
      .replace(VALUES.correction.wrong, '')
      .replace(VALUES.correction.right, '');
    for (const sentence of written.split(/(?<=[.!?:])\s+|\n/)) {
      expect(sentence).not.toMatch(englishWordsIn(language));
    }
  });
});

/** Each language's form of 14 April 2026, the due date of the reminders below. */
const DUE_IN: Record<LetterLanguage, string> = {
  en: '14 April 2026',
  de: '14. April 2026',
  fr: '14 avril 2026',
  es: '14 de abril de 2026',
  it: '14 aprile 2026',
  nl: '14 april 2026',
  'pt-PT': '14 de abril de 2026',
  'pt-BR': '14 de abril de 2026',
  sv: '14 april 2026',
  da: '14. april 2026',
  pl: '14 kwietnia 2026',
  cs: '14. dubna 2026',
  el: '14 Απριλίου 2026',
};

const EVERY_REMINDER = EVERY_LETTER.filter(
  ([, right, , regime]) => regime.rights[right]?.timeLimit,
);

describe.each(EVERY_REMINDER)('the %s %s reminder in %s', (_id, right, language, regime) => {
  const request = renderLetter(right, regime, language, VALUES);
  const reminder = renderReminder(right, regime, language, {
    ...VALUES,
    subject: request.subject,
    sentAt: VALUES.lastEmailDate,
    dueAt: new Date('2026-04-14T08:00:00Z'),
  });
  const rule = regime.rights[right]!;

  it("answers the request's subject and cites when it was sent and due, under which provisions", () => {
    expect(reminder.subject).toBe(`Re: ${request.subject}`);
    expect(reminder.text).not.toMatch(/\{\{|\}\}|undefined|null|NaN|\[object/);
    expect(reminder.text).toContain(DATE_IN[language]);
    expect(reminder.text).toContain(DUE_IN[language]);
    expect(reminder.text).toContain(citedAs(rule.citation, regime.id, language));
    expect(reminder.text).toContain(citedAs(rule.timeLimit!.citation, regime.id, language));
    expect(reminder.html).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
  });

  it.skipIf(language === 'en')('leaves no English sentence in the reminder', () => {
    for (const sentence of reminder.text.split(/(?<=[.!?:])\s+|\n/)) {
      expect(sentence).not.toMatch(englishWordsIn(language));
    }
  });
});

describe('renderReminder', () => {
  it('writes an English reminder with the time the law gave', () => {
    const reminder = renderReminder('erasure', regimeById('gdpr'), 'en', {
      ...VALUES,
      subject: 'Re: Request to erase my personal data (Art. 17 GDPR)',
      sentAt: new Date('2026-03-05T08:00:00Z'),
      dueAt: new Date('2026-04-06T08:00:00Z'),
    });
    expect(reminder.subject).toBe('Re: Request to erase my personal data (Art. 17 GDPR)');
    expect(reminder.text).toContain(
      'On 5 March 2026 I asked you to erase my personal data (Art. 17 GDPR).\n\nYou had one month to respond, until 6 April 2026 (Art. 12(3) GDPR).',
    );
  });

  it('refuses a request the law sets no time limit for: it is never overdue', () => {
    expect(() =>
      renderReminder('access', regimeById('au-privacy'), 'en', {
        ...VALUES,
        subject: 'x',
        sentAt: new Date('2026-03-05T08:00:00Z'),
        dueAt: new Date('2026-04-06T08:00:00Z'),
      }),
    ).toThrow('au-privacy sets no time limit for access');
  });
});

describe('renderLetter', () => {
  it('writes the GDPR as German letters cite it', () => {
    const letter = renderLetter('access', regimeById('gdpr'), 'de', VALUES);
    expect(letter.subject).toBe(
      'Auskunftsersuchen zu meinen personenbezogenen Daten (Art. 15 DSGVO)',
    );
    expect(letter.text).toContain(
      'Nach Art. 12 Abs. 3 DSGVO müssen Sie innerhalb von einem Monat nach Eingang dieses Schreibens antworten.',
    );
  });

  it('states a US time limit in days, and asks for an answer without delay where there is none', () => {
    expect(renderLetter('objection', regimeById('us-tx'), 'en', VALUES).text).toContain(
      'Tex. Bus. & Com. Code § 541.052(b) requires you to respond within 45 days of receiving this request.',
    );
    expect(renderLetter('access', regimeById('au-privacy'), 'en', VALUES).text).toContain(
      'Please respond without undue delay.',
    );
  });

  it('leaves the date out when the company never wrote', () => {
    const letter = renderLetter('erasure', regimeById('gdpr'), 'en', {
      ...VALUES,
      lastEmailDate: null,
    });
    expect(letter.text).toContain('at which I received e-mail from shop.example. I am writing');
  });

  it('refuses a right the law does not grant', () => {
    expect(() => renderLetter('erasure', regimeById('ca-pipeda'), 'en', VALUES)).toThrow(
      'ca-pipeda grants no erasure right',
    );
  });

  it('covers every right of every regime in every language', () => {
    const rights = REGIMES.reduce((sum, regime) => sum + rightsOf(regime).length, 0);
    expect(EVERY_LETTER).toHaveLength(rights * LETTER_LANGUAGES.length);
    expect(RIGHTS.every((right) => EVERY_LETTER.some(([, r]) => r === right))).toBe(true);
  });
});
