import type { Browser } from '@playwright/test';
import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { LandingPage } from '../page-models/landing-page';
import { ReferAFriendPage } from '../page-models/refer-a-friend-page';

/** Opens `link` as a stranger would (own browser context, signed out); answers the visit call. */
async function visitAsStranger(browser: Browser, link: URL) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/referral/visits'));
    await page.goto(link.pathname + link.search);
    await expect(new LandingPage(page).headline).toBeVisible();
    const response = await reported;
    // The token leaves the address bar once reported; the utm parameters stay.
    await expect(page).not.toHaveURL(/referrer=/);
    await expect(page).toHaveURL(/utm_campaign=refer-a-friend/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    return response.status();
  } finally {
    await context.close();
  }
}

test('a referral link counts a stranger for its owner and ignores a tampered copy', async ({
  signedInPage: page,
  registeredUser,
  browser,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const referPage = new ReferAFriendPage(page);
  await referPage.goto();
  await expect(referPage.visitCount).toHaveText('No one has come through your link yet.');

  const link = await referPage.copiedLink();
  expect(Object.fromEntries(link.searchParams)).toEqual({
    utm_source: 'pfm',
    utm_medium: 'website',
    utm_campaign: 'refer-a-friend',
    referrer: expect.stringMatching(/^v1\./),
  });
  expect(link.href).not.toContain(registeredUser.email.split('@')[0]);
  expect((await referPage.sharedLink('facebook')).searchParams.get('utm_medium')).toBe('facebook');
  expect((await referPage.sharedLink('twitter')).searchParams.get('utm_medium')).toBe('twitter');

  expect(await visitAsStranger(browser, link)).toBe(204);
  const tampered = new URL(link);
  const token = tampered.searchParams.get('referrer')!;
  tampered.searchParams.set(
    'referrer',
    `${token.slice(0, 5)}${token[5] === 'A' ? 'B' : 'A'}${token.slice(6)}`,
  );
  expect(await visitAsStranger(browser, tampered)).toBe(204);

  await referPage.goto();
  await expect(referPage.visitCount).toHaveText('1 person came through your link.');
});

test('the embedded feedback form thanks the referrer on /thankyou', async ({
  signedInPage: page,
}) => {
  const referPage = new ReferAFriendPage(page);
  await referPage.goto();
  await expect(referPage.visitCount).toBeVisible();
  const frame = await referPage.feedbackFrame.boundingBox();
  expect(frame?.height).toBe(510);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await referPage.feedbackMessage.fill('Told my sister about Reclaim.');
  await referPage.sendFeedbackButton.click();

  await expect(page).toHaveURL('/thankyou');
  await expect(referPage.thankYouHeading).toBeVisible();
  await expect(referPage.backLink).toHaveText('Back to dashboard');
  await expect(referPage.backLink).toHaveAttribute('href', '/dashboard');
  const thanked = await findBlockingViolations(page);
  expect(thanked, describeViolations(thanked)).toEqual([]);
});

test('signed out, the page shares a link without a referrer and shows no count', async ({
  page,
}) => {
  const referPage = new ReferAFriendPage(page);
  await referPage.goto();
  const link = await referPage.sharedLink('twitter');
  expect([...link.searchParams.keys()]).toEqual(['utm_source', 'utm_medium', 'utm_campaign']);
  await expect(referPage.visitCount).toHaveCount(0);
});

test('signed out, /thankyou leads back home, not to a dashboard the visitor has not got', async ({
  page,
}) => {
  const referPage = new ReferAFriendPage(page);
  await page.goto('/thankyou');
  await expect(referPage.thankYouHeading).toBeVisible();
  await expect(referPage.backLink).toHaveText('Back to home');
  await expect(referPage.backLink).toHaveAttribute('href', '/');
});
