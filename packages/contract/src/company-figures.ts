import { z } from 'zod';
import { domainNameSchema } from './domains';
import { callResponseSchema } from './envelope';

/**
 * How a company answers data subject requests, from all people's requests together (decision
 * 78). A figure exists only for a company that at least `COMPANY_FIGURES_MIN_PEOPLE` different
 * people asked, so that none can be traced to a person.
 */
export const COMPANY_FIGURES_MIN_PEOPLE = 5;

/** The most companies one call asks figures for: a preview's batch, at most. */
export const COMPANY_FIGURES_MAX_DOMAINS = 25;

export const companyFiguresBodySchema = z
  .object({
    domainNames: z.array(domainNameSchema).min(1).max(COMPANY_FIGURES_MAX_DOMAINS),
  })
  .strict();
export type CompanyFiguresBody = z.input<typeof companyFiguresBodySchema>;

export const companyFiguresSchema = z.object({
  domainName: z.string(),
  /** The different people whose requests the figures count. */
  people: z.number().int(),
  /** Their requests sent to the company, bounced ones among them. */
  requests: z.number().int(),
  /** Of the requests whose answer came or was due, the share answered by the due date. */
  answeredOnTimePercent: z.number().int().min(0).max(100).nullable(),
  /** Days from the request to the company's first answer, the median of those answered. */
  medianDaysToAnswer: z.number().int().min(0).nullable(),
  /** Of the requests whose answer came or was due, the share the company did as asked. */
  fulfilledPercent: z.number().int().min(0).max(100).nullable(),
  /**
   * Addresses of the company that at least five people wrote to and that, for half of them or
   * more, bounced or answered "use our web form": the preview warns before writing there.
   */
  unreliableContacts: z.array(z.string()),
  computedAt: z.string(),
});
export type CompanyFigures = z.infer<typeof companyFiguresSchema>;

export const companyFiguresResponseSchema = callResponseSchema(
  z.object({ responseListObject: z.array(companyFiguresSchema) }),
);

/** "Answers 82 % of requests on time, median 9 days to answer" — what can be said of them. */
export function answerFiguresText(figures: CompanyFigures): string | null {
  const parts: string[] = [];
  if (figures.answeredOnTimePercent !== null) {
    parts.push(`answers ${figures.answeredOnTimePercent} % of requests on time`);
  }
  if (figures.medianDaysToAnswer !== null) {
    const days = figures.medianDaysToAnswer;
    parts.push(
      days === 0
        ? 'median under a day to answer'
        : `median ${days} ${days === 1 ? 'day' : 'days'} to answer`,
    );
  }
  if (figures.fulfilledPercent !== null) {
    parts.push(`does as asked in ${figures.fulfilledPercent} %`);
  }
  if (parts.length === 0) return null;
  const sentence = parts.join(', ');
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)} (from ${figures.people} people's requests).`;
}

/** The warning before a request goes to an address that often does not work. */
export const unreliableContactText = (address: string) =>
  `Requests to ${address} often bounce or are answered with “use our web form”: check the company's privacy page for another way.`;
