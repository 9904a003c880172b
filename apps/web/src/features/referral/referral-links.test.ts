import { describe, expect, it } from 'vitest';
import {
  FACEBOOK_QUOTE,
  TWITTER_MESSAGE,
  buildFacebookShareUrl,
  buildReferralLink,
  buildTwitterShareUrl,
} from './referral-links';

const ORIGIN = 'https://reclaim.example';

describe('buildReferralLink', () => {
  it('points at the home page with the refer-a-friend utm parameters', () => {
    expect(buildReferralLink(ORIGIN, 'website')).toBe(
      'https://reclaim.example/?utm_source=pfm&utm_medium=website&utm_campaign=refer-a-friend',
    );
  });

  it('names the channel in utm_medium', () => {
    for (const medium of ['website', 'facebook', 'twitter'] as const) {
      const url = new URL(buildReferralLink(ORIGIN, medium));
      expect(url.searchParams.get('utm_medium')).toBe(medium);
    }
  });

  it('carries only the three utm parameters when there is no referrer (signed out)', () => {
    const url = new URL(buildReferralLink(ORIGIN, 'facebook'));
    expect([...url.searchParams.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
  });

  it("adds the referrer's sealed token, encoded, after the utm parameters", () => {
    const token = 'v1.iv-_.tag+/=.sealed';
    const link = buildReferralLink(ORIGIN, 'website', token);
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'referrer',
    ]);
    expect(url.searchParams.get('referrer')).toBe(token);
    expect(link).toContain('referrer=v1.iv-_.tag%2B%2F%3D.sealed');
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(buildReferralLink(`${ORIGIN}/`, 'twitter')).toMatch(/^https:\/\/reclaim\.example\/\?/);
  });
});

describe('buildFacebookShareUrl', () => {
  it('opens the sharer with the facebook link, the quote and the hashtag', () => {
    const url = new URL(buildFacebookShareUrl(ORIGIN));
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(url.searchParams.get('u')).toBe(buildReferralLink(ORIGIN, 'facebook'));
    expect(url.searchParams.get('quote')).toBe(FACEBOOK_QUOTE);
    expect(url.searchParams.get('hashtag')).toBe('#TakeBackYourData');
  });

  it("shares the facebook link with the referrer's token", () => {
    const url = new URL(buildFacebookShareUrl(ORIGIN, 'v1.a.b.c'));
    expect(url.searchParams.get('u')).toBe(buildReferralLink(ORIGIN, 'facebook', 'v1.a.b.c'));
  });

  it('encodes the shared link so its own query stays intact', () => {
    expect(buildFacebookShareUrl(ORIGIN)).toContain(
      'u=https%3A%2F%2Freclaim.example%2F%3Futm_source%3Dpfm%26utm_medium%3Dfacebook',
    );
  });
});

describe('buildTwitterShareUrl', () => {
  it('opens the tweet composer with the message and the twitter link', () => {
    const url = new URL(buildTwitterShareUrl(ORIGIN));
    expect(url.origin + url.pathname).toBe('https://twitter.com/intent/tweet');
    expect(url.searchParams.get('text')).toBe(TWITTER_MESSAGE);
    expect(url.searchParams.get('url')).toBe(buildReferralLink(ORIGIN, 'twitter'));
  });

  it("tweets the twitter link with the referrer's token", () => {
    const url = new URL(buildTwitterShareUrl(ORIGIN, 'v1.a.b.c'));
    expect(url.searchParams.get('url')).toBe(buildReferralLink(ORIGIN, 'twitter', 'v1.a.b.c'));
  });
});
