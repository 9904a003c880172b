import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['jour', 'jours'],
  'business-days': ['jour ouvrable', 'jours ouvrables'],
  months: ['mois', 'mois'],
} as const;

/** French letters, in the formal address (vous). Provisions are cited in parentheses. */
export const fr: Phrasebook = {
  locale: 'fr-FR',
  // The GDPR is the RGPD in French; the Swiss FADP and its ordinance are the LPD and the OPDo.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr'
      ? citation.replace(/\bGDPR\b/, 'RGPD')
      : regimeId === 'ch-fadp'
        ? citation.replace(/\bFADP\b/, 'LPD').replace(/\bDPO\b/, 'OPDo')
        : citation,
  period: ({ count, unit }) =>
    count === 1 && unit === 'months'
      ? 'un mois'
      : `${count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Demande d'accès à mes données personnelles (${citation})`;
      case 'erasure':
        return `Demande d'effacement de mes données personnelles (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Opposition au traitement de mes données personnelles (${citation})`
          : scope === 'suspension'
            ? `Demande de suspension du traitement de mes données personnelles (${citation})`
            : `Opposition à la vente de mes données personnelles (${citation})`;
      case 'correction':
        return `Demande de rectification de mes données personnelles (${citation})`;
    }
  },
  greeting: () => 'Madame, Monsieur,',
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Je vous demande de me confirmer si vous traitez des données personnelles me concernant et, le cas échéant, de m'en communiquer une copie (${citation}).`,
          "Je vous prie également de m'indiquer les finalités du traitement, les catégories de données que vous détenez, les destinataires auxquels vous les avez communiquées, leur durée de conservation, leur source si elles n'ont pas été collectées auprès de moi, et si vous les utilisez pour prendre des décisions automatisées me concernant.",
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'les données personnelles que je vous ai fournies'
            : scope === 'consented-unnecessary-unlawful'
              ? 'les données personnelles me concernant que vous traitez avec mon consentement, ainsi que celles qui sont inutiles, excessives ou traitées illicitement'
              : scope === 'unlawful-unneeded-or-harmful'
                ? "les données personnelles me concernant que vous utilisez ou avez obtenues illicitement, dont vous n'avez plus besoin, ou dont l'utilisation risque de porter atteinte à mes droits ou intérêts légitimes"
                : scope === 'inaccurate-or-unlawful'
                  ? "les données personnelles me concernant qui sont inexactes, non pertinentes, excessives, périmées ou obtenues illicitement, ou que vous n'êtes plus autorisés à conserver"
                  : 'toutes les données personnelles me concernant que vous détenez';
        return [
          `Je vous demande d'effacer ${what}, et de demander à toute personne à qui vous les avez communiquées de les effacer également (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Je m'oppose à la vente de mes données personnelles, à leur traitement à des fins de publicité ciblée et au profilage destiné à des décisions produisant des effets juridiques ou des effets similairement importants à mon égard (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `Je m'oppose à la vente de mes données personnelles et à leur traitement à des fins de publicité ciblée (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Je m'oppose à la vente et au partage de mes données personnelles, et je vous demande de limiter l'utilisation et la divulgation de mes données personnelles sensibles (${citation}).`,
            ];
          case 'suspension':
            return [
              `Je vous demande de suspendre le traitement de mes données personnelles (${citation}).`,
            ];
          default:
            return [
              `Je m'oppose au traitement de mes données personnelles à des fins de prospection, y compris au profilage lié à cette prospection, ainsi qu'à leur traitement fondé sur vos intérêts légitimes (${citation}). Je vous prie de mettre fin à ces deux traitements.`,
            ];
        }
      case 'correction':
        return [
          `Je vous demande de rectifier les données personnelles inexactes me concernant (${citation}).`,
          `Ce qui est inexact : ${correction?.wrong ?? ''}`,
          `Ce qui est exact : ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Vous pouvez m'identifier grâce à cette adresse électronique, ${email}, à laquelle j'ai reçu des courriels de ${domain}${lastEmailDate ? `, pour la dernière fois le ${lastEmailDate}` : ''}. Je vous écris depuis cette même adresse.`,
  identityDetails: () =>
    "Pour m'identifier, vous demandez les informations suivantes ; les voici :",
  deadline: (period, citation) =>
    `Vous êtes tenus de répondre dans un délai ${period.startsWith('un ') ? "d'" : 'de '}${period} à compter de la réception de la présente demande (${citation}).`,
  noDeadline: () => 'Je vous prie de me répondre dans les meilleurs délais.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Si vous ne détenez aucune donnée personnelle me concernant, je vous prie de me le faire savoir.';
      case 'erasure':
        return "Je vous prie de me confirmer par écrit l'effacement de mes données. Si vous ne détenez aucune donnée personnelle me concernant, je vous prie de me le faire savoir.";
      case 'objection':
        return 'Je vous prie de me le confirmer par écrit.';
      case 'correction':
        return 'Je vous prie de me confirmer par écrit la rectification de ces données.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `Le ${date}, je vous ai demandé l'accès à mes données personnelles (${citation}).`;
      case 'erasure':
        return `Le ${date}, je vous ai demandé d'effacer mes données personnelles (${citation}).`;
      case 'objection':
        return `Le ${date}, je vous ai fait part de mon opposition à l'utilisation de mes données personnelles, telle que décrite dans ma demande (${citation}).`;
      case 'correction':
        return `Le ${date}, je vous ai demandé de rectifier mes données personnelles (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Vous disposiez d'un délai ${period.startsWith('un ') ? "d'" : 'de '}${period} pour répondre, soit jusqu'au ${dueDate} (${citation}). Ce délai est expiré et je n'ai toujours pas reçu de réponse.`,
  reminderClosing: () => 'Je vous prie de me répondre sans plus tarder.',
  signOff: () =>
    "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
};
