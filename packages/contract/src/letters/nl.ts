import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['dag', 'dagen'],
  'business-days': ['werkdag', 'werkdagen'],
  months: ['maand', 'maanden'],
} as const;

/** Dutch letters, in the formal address (u). Provisions are cited in parentheses. */
export const nl: Phrasebook = {
  locale: 'nl-NL',
  // The GDPR is the AVG in Dutch.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr' ? citation.replace(/\bGDPR\b/, 'AVG') : citation,
  period: ({ count, unit }) =>
    `${count === 1 ? 'één' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Verzoek om inzage in mijn persoonsgegevens (${citation})`;
      case 'erasure':
        return `Verzoek om wissing van mijn persoonsgegevens (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Bezwaar tegen de verwerking van mijn persoonsgegevens (${citation})`
          : scope === 'suspension'
            ? `Verzoek om opschorting van de verwerking van mijn persoonsgegevens (${citation})`
            : `Bezwaar tegen de verkoop van mijn persoonsgegevens (${citation})`;
      case 'correction':
        return `Verzoek om rectificatie van mijn persoonsgegevens (${citation})`;
    }
  },
  greeting: () => 'Geachte heer, mevrouw,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Ik verzoek u mij te bevestigen of u persoonsgegevens over mij verwerkt en, zo ja, mij daarvan een kopie te verstrekken (${citation}).`,
          'Ik verzoek u mij daarnaast te laten weten voor welke doeleinden u de gegevens verwerkt, welke soorten gegevens u bewaart, aan wie u ze hebt verstrekt, hoe lang u ze bewaart, waar u ze vandaan hebt als u ze niet van mij hebt gekregen, en of u ze gebruikt voor geautomatiseerde besluiten over mij.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'de persoonsgegevens die ik u heb verstrekt'
            : scope === 'consented-unnecessary-unlawful'
              ? 'de persoonsgegevens over mij die u met mijn toestemming verwerkt, en alle gegevens die onnodig of overmatig zijn of onrechtmatig worden verwerkt'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'de persoonsgegevens over mij die u onrechtmatig gebruikt of hebt verkregen, die u niet meer nodig hebt, of waarvan het gebruik mijn rechten of gerechtvaardigde belangen waarschijnlijk schaadt'
                : scope === 'inaccurate-or-unlawful'
                  ? 'de persoonsgegevens over mij die onjuist, niet ter zake dienend, overmatig, verouderd of onrechtmatig verkregen zijn, of die u niet langer mag bewaren'
                  : 'alle persoonsgegevens die u over mij bewaart';
        return [
          `Ik verzoek u ${what} te wissen, en iedereen aan wie u deze gegevens hebt verstrekt te vragen ze eveneens te wissen (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Ik maak bezwaar tegen de verkoop van mijn persoonsgegevens, tegen de verwerking ervan voor gerichte reclame en tegen profilering ten behoeve van besluiten met rechtsgevolgen of vergelijkbare aanmerkelijke gevolgen voor mij (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Ik maak bezwaar tegen de verkoop van mijn persoonsgegevens en tegen de verwerking ervan voor gerichte reclame (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Ik maak bezwaar tegen de verkoop en het delen van mijn persoonsgegevens, en ik verzoek u het gebruik en de openbaarmaking van mijn gevoelige persoonsgegevens te beperken (${citation}).`,
            ];
          case 'suspension':
            return [
              `Ik verzoek u de verwerking van mijn persoonsgegevens op te schorten (${citation}).`,
            ];
          default:
            return [
              `Ik maak bezwaar tegen de verwerking van mijn persoonsgegevens voor direct marketing, met inbegrip van profilering die daarmee verband houdt, en tegen de verwerking ervan op grond van uw gerechtvaardigde belangen (${citation}). Ik verzoek u met beide te stoppen.`,
            ];
        }
      case 'correction':
        return [
          `Ik verzoek u onjuiste persoonsgegevens over mij te rectificeren (${citation}).`,
          `Wat onjuist is: ${correction?.wrong ?? ''}`,
          `Wat juist is: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `U kunt mij identificeren aan de hand van dit e-mailadres, ${email}, waarop ik e-mails van ${domain} heb ontvangen${lastEmailDate ? `, het laatst op ${lastEmailDate}` : ''}. Ik schrijf u vanaf ditzelfde adres.`,
  identityDetails: () => 'Om mij te identificeren vraagt u de volgende gegevens; hier zijn ze:',
  deadline: (period, citation) =>
    `U bent verplicht binnen ${period} na ontvangst van dit verzoek te antwoorden (${citation}).`,
  noDeadline: () => 'Ik verzoek u mij zonder onnodige vertraging te antwoorden.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Als u geen persoonsgegevens over mij bewaart, laat u mij dat dan weten.';
      case 'erasure':
        return 'Ik verzoek u mij schriftelijk te bevestigen wanneer mijn gegevens zijn gewist. Als u geen persoonsgegevens over mij bewaart, laat u mij dat dan weten.';
      case 'objection':
        return 'Ik verzoek u mij dit schriftelijk te bevestigen.';
      case 'correction':
        return 'Ik verzoek u mij schriftelijk te bevestigen wanneer de gegevens zijn gerectificeerd.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Op ${date} heb ik u verzocht om inzage in mijn persoonsgegevens (${citation}).`;
      case 'erasure':
        return `Op ${date} heb ik u verzocht mijn persoonsgegevens te wissen (${citation}).`;
      case 'objection':
        return `Op ${date} heb ik bezwaar gemaakt tegen het gebruik van mijn persoonsgegevens, zoals beschreven in mijn verzoek (${citation}).`;
      case 'correction':
        return `Op ${date} heb ik u verzocht mijn persoonsgegevens te rectificeren (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `U had ${period} om te antwoorden, dus tot ${dueDate} (${citation}). Die termijn is verstreken en ik heb nog geen antwoord ontvangen.`,
  reminderClosing: () => 'Ik verzoek u mij nu zonder verdere vertraging te antwoorden.',
  signOff: () => 'Met vriendelijke groet,',
};
