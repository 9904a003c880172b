const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** How long a company must have been silent before Reclaim suggests asking it to delete the data. */
export const RECOMMENDATION_SILENCE_MONTHS = 12;

/**
 * The recommendation rule (`dsrRecommendation`): a company that has not sent the person any mail
 * for 12 months most likely holds data of an account they no longer use. Only pending domains are
 * ever recommended — never one the person marked as needed.
 */
export function isRecommended(lastEmailDate: Date, now: Date): boolean {
  return now.getTime() - lastEmailDate.getTime() >= RECOMMENDATION_SILENCE_MONTHS * MONTH_MS;
}
