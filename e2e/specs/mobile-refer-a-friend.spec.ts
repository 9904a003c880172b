import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { ReferAFriendPage } from '../page-models/refer-a-friend-page';

test('on a phone, the refer page fits the screen and its feedback form leads to /thankyou', async ({
  signedInPage: page,
}) => {
  const referPage = new ReferAFriendPage(page);
  await referPage.goto();
  await expect(referPage.visitCount).toHaveText('No one has come through your link yet.');
  const link = await referPage.sharedLink('facebook');
  expect(link.searchParams.get('referrer')).toMatch(/^v1\./);

  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  const frame = await referPage.feedbackFrame.boundingBox();
  expect(frame?.height).toBe(510);
  expect(frame!.x + frame!.width).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await referPage.feedbackMessage.fill('Shared it in the family chat.');
  await referPage.sendFeedbackButton.click();
  await expect(page).toHaveURL('/thankyou');
  await expect(referPage.thankYouHeading).toBeVisible();
});
