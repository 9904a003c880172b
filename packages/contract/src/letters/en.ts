import type { Phrasebook } from './phrasebook';

const PERIOD_NOUN = { days: 'day', 'business-days': 'business day', months: 'month' } as const;
const NUMBER_WORDS = ['zero', 'one', 'two', 'three'];

/** English letters. */
export const en: Phrasebook = {
  locale: 'en-GB',
  citation: (citation) => citation,
  period: ({ count, unit }) =>
    `${NUMBER_WORDS[count] ?? count} ${PERIOD_NOUN[unit]}${count === 1 ? '' : 's'}`,
  subject(right, scope, citation) {
    switch (right) {
      case 'access':
        return `Request for access to my personal data (${citation})`;
      case 'erasure':
        return `Request to erase my personal data (${citation})`;
      case 'objection':
        return scope === 'marketing-and-legitimate-interests' || scope === undefined
          ? `Objection to the processing of my personal data (${citation})`
          : `Request to opt out (${citation})`;
      case 'correction':
        return `Request to correct my personal data (${citation})`;
    }
  },
  greeting: (domain) => `Dear Privacy Team of ${domain},`,
  request(right, scope, citation, correction) {
    switch (right) {
      case 'access':
        return [
          `Under ${citation}, I ask you to confirm whether you process personal data about me and, if you do, to give me a copy of it.`,
          'Please also tell me why you use it, what kinds of data you hold, whom you have shared it with, how long you will keep it, where you obtained it if not from me, and whether you use it for automated decisions about me.',
        ];
      case 'erasure': {
        const what =
          scope === 'provided-data'
            ? 'the personal data I gave you'
            : scope === 'consented-unnecessary-unlawful'
              ? 'the personal data about me that you process with my consent, and any that is unnecessary, excessive or processed unlawfully'
              : scope === 'unlawful-unneeded-or-harmful'
                ? 'the personal data about me that you use or obtained unlawfully, that you no longer need, or whose use is likely to harm my rights or legitimate interests'
                : scope === 'inaccurate-or-unlawful'
                  ? 'the personal data about me that is inaccurate, irrelevant, excessive, out of date or unlawfully obtained, or that you may no longer keep'
                  : 'all personal data you hold about me';
        return [
          `Under ${citation}, I ask you to erase ${what}, and to ask anyone you have shared it with to erase it too.`,
        ];
      }
      case 'objection':
        switch (scope) {
          case 'sale-ads-profiling':
            return [
              `Under ${citation}, I opt out of the sale of my personal data, of its processing for targeted advertising, and of profiling in furtherance of decisions that produce legal or similarly significant effects concerning me.`,
            ];
          case 'suspension':
            return [`Under ${citation}, I ask you to suspend the processing of my personal data.`];
          case 'sale-and-ads':
            return [
              `Under ${citation}, I opt out of the sale of my personal data and of its processing for targeted advertising.`,
            ];
          case 'sale-sharing-sensitive':
            return [
              `Under ${citation}, I opt out of the sale and sharing of my personal information, and I ask you to limit the use and disclosure of my sensitive personal information.`,
            ];
          default:
            return [
              `Under ${citation}, I object to the processing of my personal data for direct marketing, including any profiling for that purpose, and to its processing on the basis of your legitimate interests. Please stop both.`,
            ];
        }
      case 'correction':
        return [
          `Under ${citation}, I ask you to correct personal data you hold about me that is inaccurate.`,
          `What is wrong: ${correction?.wrong ?? ''}`,
          `What is right: ${correction?.right ?? ''}`,
        ];
    }
  },
  identification: (email, domain, lastEmailDate) =>
    `You can identify me by this e-mail address, ${email}, at which I received e-mail from ${domain}${lastEmailDate ? `, most recently on ${lastEmailDate}` : ''}. I am writing from that very address.`,
  identityDetails: () => 'You ask for the following details to identify me; here they are:',
  deadline: (period, citation) =>
    `${citation} requires you to respond within ${period} of receiving this request.`,
  noDeadline: () => 'Please respond without undue delay.',
  closing(right) {
    switch (right) {
      case 'access':
        return 'If you do not hold any personal data about me, please tell me so.';
      case 'erasure':
        return 'Please confirm in writing when my data has been erased. If you do not hold any personal data about me, please tell me so.';
      case 'objection':
        return 'Please confirm in writing that you have done so.';
      case 'correction':
        return 'Please confirm in writing when the data has been corrected.';
    }
  },
  reminderAsked(right, date, citation) {
    switch (right) {
      case 'access':
        return `On ${date} I asked you for access to my personal data (${citation}).`;
      case 'erasure':
        return `On ${date} I asked you to erase my personal data (${citation}).`;
      case 'objection':
        return `On ${date} I objected to the use of my personal data as my request set out (${citation}).`;
      case 'correction':
        return `On ${date} I asked you to correct my personal data (${citation}).`;
    }
  },
  reminderOverdue: (period, dueDate, citation) =>
    `You had ${period} to respond, until ${dueDate} (${citation}). That time has passed, and I have not yet received your response.`,
  reminderClosing: () => 'Please respond without further delay.',
  signOff: () => 'Kind regards,',
};
