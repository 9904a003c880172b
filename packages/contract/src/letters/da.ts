import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['dag', 'dage'],
  'business-days': ['arbejdsdag', 'arbejdsdage'],
  months: ['måned', 'måneder'],
} as const;

/** Danish letters, addressed to the company (I). Provisions are cited in parentheses. */
export const da: Phrasebook = {
  locale: 'da-DK',
  citation: (citation) => citation,
  period: ({ count, unit }) =>
    `${count === 1 ? 'én' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Anmodning om indsigt i mine personoplysninger (${citation})`;
      case 'erasure':
        return `Anmodning om sletning af mine personoplysninger (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Indsigelse mod behandlingen af mine personoplysninger (${citation})`
          : scope === 'suspension'
            ? `Anmodning om at behandlingen af mine personoplysninger indstilles (${citation})`
            : `Indsigelse mod salg af mine personoplysninger (${citation})`;
      case 'correction':
        return `Anmodning om berigtigelse af mine personoplysninger (${citation})`;
    }
  },
  greeting: (domain) => `Til den ansvarlige for databeskyttelse hos ${domain},`,
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Jeg anmoder jer om at bekræfte, om I behandler personoplysninger om mig, og i så fald om at give mig en kopi af dem (${citation}).`,
          'Jeg beder jer også oplyse, til hvilke formål I behandler oplysningerne, hvilke kategorier af oplysninger I har, hvem I har videregivet dem til, hvor længe I vil opbevare dem, hvor I har fået dem fra, hvis ikke fra mig, og om I bruger dem til automatiske afgørelser om mig.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'de personoplysninger, som jeg har givet jer'
            : scope === 'consented-unnecessary-unlawful'
              ? 'de personoplysninger om mig, som I behandler med mit samtykke, samt dem, der er unødvendige, overdrevne eller behandles ulovligt'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'de personoplysninger om mig, som I bruger eller har fået ulovligt, som I ikke længere har brug for, eller hvis brug sandsynligvis skader mine rettigheder eller legitime interesser'
                : scope === 'inaccurate-or-unlawful'
                  ? 'de personoplysninger om mig, som er urigtige, irrelevante, overdrevne, forældede eller ulovligt indhentede, eller som I ikke længere må opbevare'
                  : 'alle personoplysninger, som I har om mig';
        return [
          `Jeg anmoder jer om at slette ${what}, og om at bede dem, som I har videregivet oplysningerne til, om også at slette dem (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Jeg gør indsigelse mod salg af mine personoplysninger, mod behandlingen af dem til målrettet reklame og mod profilering til brug for afgørelser, der har retsvirkning for mig eller på tilsvarende måde betydeligt påvirker mig (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Jeg gør indsigelse mod salg af mine personoplysninger og mod behandlingen af dem til målrettet reklame (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Jeg gør indsigelse mod salg og deling af mine personoplysninger, og jeg anmoder jer om at begrænse brugen og videregivelsen af mine følsomme personoplysninger (${citation}).`,
            ];
          case 'suspension':
            return [
              `Jeg anmoder jer om at indstille behandlingen af mine personoplysninger (${citation}).`,
            ];
          default:
            return [
              `Jeg gør indsigelse mod behandlingen af mine personoplysninger til direkte markedsføring, herunder profilering i forbindelse hermed, og mod behandlingen af dem på grundlag af jeres legitime interesser (${citation}). Jeg beder jer om at ophøre med begge dele.`,
            ];
        }
      case 'correction':
        return [
          `Jeg anmoder jer om at berigtige urigtige personoplysninger om mig (${citation}).`,
          `Det, der er forkert: ${correction?.wrong ?? ''}`,
          `Det, der er rigtigt: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `I kan identificere mig ved denne e-mailadresse, ${email}, hvor jeg har modtaget e-mails fra ${domain}${lastEmailDate ? `, senest den ${lastEmailDate}` : ''}. Jeg skriver til jer fra netop denne adresse.`,
  identityDetails: () => 'For at identificere mig beder I om følgende oplysninger; her er de:',
  deadline: (period, citation) =>
    `I skal svare inden for ${period} efter modtagelsen af denne anmodning (${citation}).`,
  noDeadline: () => 'Jeg beder jer om at svare uden unødig forsinkelse.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Hvis I ikke har nogen personoplysninger om mig, beder jeg jer oplyse mig om det.';
      case 'erasure':
        return 'Jeg beder jer bekræfte skriftligt, når mine oplysninger er slettet. Hvis I ikke har nogen personoplysninger om mig, beder jeg jer oplyse mig om det.';
      case 'objection':
        return 'Jeg beder jer bekræfte dette skriftligt.';
      case 'correction':
        return 'Jeg beder jer bekræfte skriftligt, når oplysningerne er berigtiget.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Den ${date} anmodede jeg jer om indsigt i mine personoplysninger (${citation}).`;
      case 'erasure':
        return `Den ${date} anmodede jeg jer om at slette mine personoplysninger (${citation}).`;
      case 'objection':
        return `Den ${date} gjorde jeg indsigelse mod brugen af mine personoplysninger som beskrevet i min anmodning (${citation}).`;
      case 'correction':
        return `Den ${date} anmodede jeg jer om at berigtige mine personoplysninger (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `I havde ${period} til at svare, altså til og med den ${dueDate} (${citation}). Fristen er udløbet, og jeg har endnu ikke modtaget noget svar.`,
  reminderClosing: () => 'Jeg beder jer om at svare uden yderligere forsinkelse.',
  signOff: () => 'Med venlig hilsen',
};
