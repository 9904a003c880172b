/** Where a shared link was posted; it becomes the link's utm_medium (spec §3). */
export type ReferralMedium = 'website' | 'facebook' | 'twitter';

/** The text a Facebook share starts with; the friend can edit it before posting. */
export const FACEBOOK_QUOTE =
  'I use Reclaim to find out which companies hold my personal data and ask them to delete it. It is free. Take back your data too!';

/** The hashtag added to a Facebook share, without its leading #. */
export const SHARE_HASHTAG = 'TakeBackYourData';

/** The text a tweet starts with; the link is appended by Twitter. */
export const TWITTER_MESSAGE =
  'I found out which companies hold my personal data and asked them to delete it, for free, with Reclaim. #TakeBackYourData';

/**
 * The home page address with the spec's utm parameters (§3).
 * Privacy: unlike the original, the link carries no referrer e-mail or any other personal data,
 * so posting it publicly reveals nothing about the person who shared it.
 */
export function buildReferralLink(origin: string, medium: ReferralMedium): string {
  const query = new URLSearchParams({
    utm_source: 'pfm',
    utm_medium: medium,
    utm_campaign: 'refer-a-friend',
  });
  return `${origin.replace(/\/+$/, '')}/?${query.toString()}`;
}

/** Facebook's plain share page (no SDK), preset with the quote and hashtag. */
export function buildFacebookShareUrl(origin: string): string {
  const link = buildReferralLink(origin, 'facebook');
  return (
    'https://www.facebook.com/sharer/sharer.php' +
    `?u=${encodeURIComponent(link)}` +
    `&quote=${encodeURIComponent(FACEBOOK_QUOTE)}` +
    `&hashtag=%23${encodeURIComponent(SHARE_HASHTAG)}`
  );
}

/** Twitter's tweet composer, preset with the message and the link. */
export function buildTwitterShareUrl(origin: string): string {
  const link = buildReferralLink(origin, 'twitter');
  return (
    'https://twitter.com/intent/tweet' +
    `?text=${encodeURIComponent(TWITTER_MESSAGE)}` +
    `&url=${encodeURIComponent(link)}`
  );
}
