import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = {
  days: ['giorno', 'giorni'],
  'business-days': ['giorno lavorativo', 'giorni lavorativi'],
  months: ['mese', 'mesi'],
} as const;

/** Italian letters, addressed to the company (voi). Provisions are cited in parentheses. */
export const it: Phrasebook = {
  locale: 'it-IT',
  // The GDPR is the RGPD in Italian; the Swiss FADP and its ordinance are the LPD and the OPDa.
  citation: (citation, regimeId) =>
    regimeId === 'gdpr'
      ? citation.replace(/\bGDPR\b/, 'RGPD')
      : regimeId === 'ch-fadp'
        ? citation.replace(/\bFADP\b/, 'LPD').replace(/\bDPO\b/, 'OPDa')
        : citation,
  period: ({ count, unit }) =>
    `${count === 1 ? 'un' : count} ${PERIOD_NOUN[unit][count === 1 ? 0 : 1]}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Richiesta di accesso ai miei dati personali (${citation})`;
      case 'erasure':
        return `Richiesta di cancellazione dei miei dati personali (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Opposizione al trattamento dei miei dati personali (${citation})`
          : scope === 'suspension'
            ? `Richiesta di sospensione del trattamento dei miei dati personali (${citation})`
            : `Opposizione alla vendita dei miei dati personali (${citation})`;
      case 'correction':
        return `Richiesta di rettifica dei miei dati personali (${citation})`;
    }
  },
  greeting: (domain) => `Spettabile ${domain},`,
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `vi chiedo di confermarmi se trattate dati personali che mi riguardano e, in caso affermativo, di fornirmene una copia (${citation}).`,
          'Vi chiedo inoltre di indicarmi le finalità del trattamento, le categorie di dati che conservate, i destinatari a cui li avete comunicati, per quanto tempo li conserverete, la loro origine se non li avete raccolti presso di me, e se li utilizzate per decisioni automatizzate che mi riguardano.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'i dati personali che vi ho fornito'
            : scope === 'consented-unnecessary-unlawful'
              ? 'i dati personali che mi riguardano trattati con il mio consenso, nonché quelli non necessari, eccessivi o trattati illecitamente'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'i dati personali che mi riguardano che utilizzate o avete ottenuto illecitamente, di cui non avete più bisogno, o il cui utilizzo rischia di ledere i miei diritti o interessi legittimi'
                : scope === 'inaccurate-or-unlawful'
                  ? 'i dati personali che mi riguardano inesatti, non pertinenti, eccessivi, non aggiornati o ottenuti illecitamente, o che non potete più conservare'
                  : 'tutti i dati personali che conservate su di me';
        return [
          `vi chiedo di cancellare ${what}, e di chiedere a chiunque li abbia ricevuti da voi di cancellarli a sua volta (${citation}).`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `mi oppongo alla vendita dei miei dati personali, al loro trattamento per pubblicità mirata e alla profilazione finalizzata a decisioni che producono effetti giuridici o effetti analogamente significativi nei miei confronti (${citation}).`,
            ];
          case 'sale-and-ads':
            return [
              `mi oppongo alla vendita dei miei dati personali e al loro trattamento per pubblicità mirata (${citation}).`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `mi oppongo alla vendita e alla condivisione dei miei dati personali, e vi chiedo di limitare l'uso e la divulgazione dei miei dati personali sensibili (${citation}).`,
            ];
          case 'suspension':
            return [
              `vi chiedo di sospendere il trattamento dei miei dati personali (${citation}).`,
            ];
          default:
            return [
              `mi oppongo al trattamento dei miei dati personali per finalità di marketing diretto, compresa la profilazione connessa, nonché al loro trattamento basato sui vostri legittimi interessi (${citation}). Vi chiedo di cessare entrambi.`,
            ];
        }
      case 'correction':
        return [
          `vi chiedo di rettificare i dati personali inesatti che mi riguardano (${citation}).`,
          `Ciò che è inesatto: ${correction?.wrong ?? ''}`,
          `Ciò che è esatto: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `Potete identificarmi tramite questo indirizzo e-mail, ${email}, al quale ho ricevuto e-mail da ${domain}${lastEmailDate ? `, l'ultima volta il ${lastEmailDate}` : ''}. Vi scrivo da questo stesso indirizzo.`,
  identityDetails: () => 'Per identificarmi richiedete i seguenti dati, che vi indico qui:',
  deadline: (period, citation) =>
    `Siete tenuti a rispondere entro ${period} dal ricevimento della presente richiesta (${citation}).`,
  noDeadline: () => 'Vi chiedo di rispondermi senza ingiustificato ritardo.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'Se non conservate alcun dato personale che mi riguarda, vi prego di comunicarmelo.';
      case 'erasure':
        return "Vi prego di confermarmi per iscritto l'avvenuta cancellazione dei miei dati. Se non conservate alcun dato personale che mi riguarda, vi prego di comunicarmelo.";
      case 'objection':
        return 'Vi prego di confermarmelo per iscritto.';
      case 'correction':
        return "Vi prego di confermarmi per iscritto l'avvenuta rettifica dei dati.";
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `il ${date} vi ho chiesto l'accesso ai miei dati personali (${citation}).`;
      case 'erasure':
        return `il ${date} vi ho chiesto la cancellazione dei miei dati personali (${citation}).`;
      case 'objection':
        return `il ${date} vi ho comunicato la mia opposizione all'uso dei miei dati personali, come descritto nella mia richiesta (${citation}).`;
      case 'correction':
        return `il ${date} vi ho chiesto la rettifica dei miei dati personali (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `Avevate ${period} per rispondere, cioè fino al ${dueDate} (${citation}). Il termine è scaduto e non ho ancora ricevuto risposta.`,
  reminderClosing: () => 'Vi chiedo di rispondermi senza ulteriore ritardo.',
  signOff: () => 'Distinti saluti,',
};
