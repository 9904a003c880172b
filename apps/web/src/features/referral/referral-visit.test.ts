import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildReferralLink } from './referral-links';
import { readReferralVisit, reportReferralVisit } from './referral-visit';

const TOKEN = 'v1.aXY.dGFn.Y2lwaGVy';
const searchOf = (link: string) => new URL(link).searchParams;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readReferralVisit', () => {
  it('reads the token and medium back from a link the refer page builds', () => {
    for (const medium of ['website', 'facebook', 'twitter'] as const) {
      expect(
        readReferralVisit(searchOf(buildReferralLink('https://r.example', medium, TOKEN))),
      ).toEqual({ token: TOKEN, medium });
    }
  });

  it('finds no visit in a link without a token, such as a signed-out share', () => {
    expect(readReferralVisit(searchOf(buildReferralLink('https://r.example', 'website')))).toBe(
      null,
    );
  });

  it('finds no visit for another campaign or an unknown medium', () => {
    const link = new URL(buildReferralLink('https://r.example', 'website', TOKEN));
    link.searchParams.set('utm_campaign', 'spring-sale');
    expect(readReferralVisit(link.searchParams)).toBe(null);
    const myspace = new URL(buildReferralLink('https://r.example', 'website', TOKEN));
    myspace.searchParams.set('utm_medium', 'myspace');
    expect(readReferralVisit(myspace.searchParams)).toBe(null);
  });

  it('finds no visit on the plain home page', () => {
    expect(readReferralVisit(new URLSearchParams())).toBe(null);
  });
});

describe('reportReferralVisit', () => {
  it('posts the visit as JSON with same-origin credentials', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    await reportReferralVisit({ token: TOKEN, medium: 'twitter' });
    expect(fetchMock).toHaveBeenCalledWith('/api/referral/visits', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: TOKEN, medium: 'twitter' }),
    });
  });

  it('never throws, whether the server refuses or cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 429 }))),
    );
    await expect(reportReferralVisit({ token: TOKEN, medium: 'website' })).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    await expect(reportReferralVisit({ token: TOKEN, medium: 'website' })).resolves.toBeUndefined();
  });
});
