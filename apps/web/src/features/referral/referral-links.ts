import {
  REFERRAL_CAMPAIGN,
  REFERRAL_QUERY,
  REFERRAL_SOURCE,
  type ReferralMedium,
} from '@reclaim/contract';

export type { ReferralMedium };

/** The text a Facebook share starts with; the friend can edit it before posting. */
export const FACEBOOK_QUOTE =
  'I use Reclaim to find out which companies hold my personal data and ask them to delete it. It is free. Take back your data too!';

/** The hashtag added to a Facebook share, without its leading #. */
export const SHARE_HASHTAG = 'TakeBackYourData';

/** The text a tweet starts with; the link is appended by Twitter. */
export const TWITTER_MESSAGE =
  'I found out which companies hold my personal data and asked them to delete it, for free, with Reclaim. #TakeBackYourData';

/**
 * The home page address with the spec's utm parameters (§3) and, for a signed-in person, their
 * referral token. The token is sealed by the server (decision 0009): whoever sees the link learns
 * nothing about who shared it, but the server can count the visit for them.
 */
export function buildReferralLink(
  origin: string,
  medium: ReferralMedium,
  token?: string | null,
): string {
  const query = new URLSearchParams({
    [REFERRAL_QUERY.source]: REFERRAL_SOURCE,
    [REFERRAL_QUERY.medium]: medium,
    [REFERRAL_QUERY.campaign]: REFERRAL_CAMPAIGN,
  });
  if (token) query.set(REFERRAL_QUERY.referrer, token);
  return `${origin.replace(/\/+$/, '')}/?${query.toString()}`;
}

/** Facebook's plain share page (no SDK), preset with the quote and hashtag. */
export function buildFacebookShareUrl(origin: string, token?: string | null): string {
  const link = buildReferralLink(origin, 'facebook', token);
  return (
    'https://www.facebook.com/sharer/sharer.php' +
    `?u=${encodeURIComponent(link)}` +
    `&quote=${encodeURIComponent(FACEBOOK_QUOTE)}` +
    `&hashtag=%23${encodeURIComponent(SHARE_HASHTAG)}`
  );
}

/** Twitter's tweet composer, preset with the message and the link. */
export function buildTwitterShareUrl(origin: string, token?: string | null): string {
  const link = buildReferralLink(origin, 'twitter', token);
  return (
    'https://twitter.com/intent/tweet' +
    `?text=${encodeURIComponent(TWITTER_MESSAGE)}` +
    `&url=${encodeURIComponent(link)}`
  );
}
