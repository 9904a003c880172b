import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['dag', 'dagar'],
  'business-days': ['arbetsdag', 'arbetsdagar'],
  months: ['månad', 'månader'],
} as const;

/** Swedish letters, addressed to the company (ni). Provisions are cited in parentheses. */
export const sv: Phrasebook = {
  locale: 'sv-SE',
  citation: (citation) => citation,
  period: ({ count, unit }) =>
    `${count === 1 ? 'en' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Begäran om tillgång till mina personuppgifter (${citation})`;
      case 'erasure':
        return `Begäran om radering av mina personuppgifter (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Invändning mot behandlingen av mina personuppgifter (${citation})`
          : scope === 'suspension'
            ? `Begäran om att behandlingen av mina personuppgifter avbryts (${citation})`
            : `Invändning mot försäljning av mina personuppgifter (${citation})`;
      case 'correction':
        return `Begäran om rättelse av mina personuppgifter (${citation})`;
    }
  },
  greeting: (domain) => `Till den som ansvarar för dataskydd hos ${domain},`,
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Jag begär att ni bekräftar om ni behandlar personuppgifter som rör mig och, om så är fallet, att ni ger mig en kopia av dem (${citation}).`,
          'Jag ber er också att uppge för vilka ändamål ni behandlar uppgifterna, vilka kategorier av uppgifter ni har, till vilka mottagare ni har lämnat ut dem, hur länge ni kommer att spara dem, varifrån ni har fått dem om de inte kommer från mig, och om ni använder dem för automatiserat beslutsfattande som rör mig.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'de personuppgifter som jag har lämnat till er'
            : scope === 'consented-unnecessary-unlawful'
              ? 'de personuppgifter om mig som ni behandlar med mitt samtycke, liksom sådana som är onödiga, överdrivna eller behandlas olagligt'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'de personuppgifter om mig som ni använder eller har fått olagligt, som ni inte längre behöver eller vars användning sannolikt skadar mina rättigheter eller berättigade intressen'
                : scope === 'inaccurate-or-unlawful'
                  ? 'de personuppgifter om mig som är felaktiga, irrelevanta, överdrivna, inaktuella eller olagligt insamlade, eller som ni inte längre får spara'
                  : 'alla personuppgifter som ni har om mig';
        return [
          `Jag begär att ni raderar ${what}, och att ni ber dem som ni har lämnat ut uppgifterna till att också radera dem (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Jag invänder mot försäljning av mina personuppgifter, mot att de behandlas för riktad reklam och mot profilering som ligger till grund för beslut med rättsliga följder eller på liknande sätt betydande följder för mig (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Jag invänder mot försäljning av mina personuppgifter och mot att de behandlas för riktad reklam (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Jag invänder mot försäljning och delning av mina personuppgifter, och jag begär att ni begränsar användningen och utlämnandet av mina känsliga personuppgifter (${citation}).`,
            ];
          case 'suspension':
            return [
              `Jag begär att ni avbryter behandlingen av mina personuppgifter (${citation}).`,
            ];
          default:
            return [
              `Jag invänder mot att mina personuppgifter behandlas för direktmarknadsföring, inklusive profilering som hänger samman med sådan marknadsföring, och mot att de behandlas på grundval av era berättigade intressen (${citation}). Jag ber er att upphöra med båda.`,
            ];
        }
      case 'correction':
        return [
          `Jag begär att ni rättar felaktiga personuppgifter om mig (${citation}).`,
          `Det som är fel: ${correction?.wrong ?? ''}`,
          `Det som är rätt: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Ni kan identifiera mig genom denna e-postadress, ${email}, till vilken jag har fått e-post från ${domain}${lastEmailDate ? `, senast den ${lastEmailDate}` : ''}. Jag skriver till er från just den adressen.`,
  identityDetails: () => 'För att identifiera mig begär ni följande uppgifter; här är de:',
  deadline: (period, citation) =>
    `Ni ska svara inom ${period} från det att ni tog emot denna begäran (${citation}).`,
  noDeadline: () => 'Jag ber er att svara utan onödigt dröjsmål.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Om ni inte har några personuppgifter om mig ber jag er att meddela mig det.';
      case 'erasure':
        return 'Jag ber er att skriftligen bekräfta när mina uppgifter har raderats. Om ni inte har några personuppgifter om mig ber jag er att meddela mig det.';
      case 'objection':
        return 'Jag ber er att bekräfta detta skriftligen.';
      case 'correction':
        return 'Jag ber er att skriftligen bekräfta när uppgifterna har rättats.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Den ${date} begärde jag tillgång till mina personuppgifter (${citation}).`;
      case 'erasure':
        return `Den ${date} begärde jag att ni raderar mina personuppgifter (${citation}).`;
      case 'objection':
        return `Den ${date} invände jag mot användningen av mina personuppgifter, så som det beskrivs i min begäran (${citation}).`;
      case 'correction':
        return `Den ${date} begärde jag att ni rättar mina personuppgifter (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Ni hade ${period} på er att svara, alltså till och med den ${dueDate} (${citation}). Den tiden har gått ut och jag har ännu inte fått något svar.`,
  reminderClosing: () => 'Jag ber er att svara utan ytterligare dröjsmål.',
  signOff: () => 'Med vänliga hälsningar',
};
