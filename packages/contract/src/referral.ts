import { z } from 'zod';

/** Where a shared link was posted; it becomes the link's `utm_medium` (spec §3). */
export const REFERRAL_MEDIUMS = ['website', 'facebook', 'twitter'] as const;
export const referralMediumSchema = z.enum(REFERRAL_MEDIUMS);
export type ReferralMedium = z.infer<typeof referralMediumSchema>;

/** The query parameters of a referral link (spec §3), read back by the landing page. */
export const REFERRAL_QUERY = {
  source: 'utm_source',
  medium: 'utm_medium',
  campaign: 'utm_campaign',
  /** The referrer, sealed by the server: opaque to everyone but the server (decision 0009). */
  referrer: 'referrer',
} as const;
export const REFERRAL_SOURCE = 'pfm';
export const REFERRAL_CAMPAIGN = 'refer-a-friend';

/** The longest sealed referrer accepted; real ones are about 90 characters. */
export const REFERRAL_TOKEN_MAX_LENGTH = 256;

/** `GET /api/referral`: the signed-in person's sealed referrer and how many came through it. */
export const referralResponseSchema = z.object({
  token: z.string(),
  visitCount: z.number().int().min(0),
});
export type ReferralResponse = z.infer<typeof referralResponseSchema>;

/** `POST /api/referral/visits`: the landing page reports a visit from a referral link. */
export const referralVisitSchema = z.object({
  token: z.string().min(1).max(REFERRAL_TOKEN_MAX_LENGTH),
  medium: referralMediumSchema,
});
export type ReferralVisit = z.infer<typeof referralVisitSchema>;
