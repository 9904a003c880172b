import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { demoUnsubscribePath, oneClickReceived } from '../fixtures/one-click-stand-in';
import { expect, test } from '../fixtures/test';

test('on a phone, Target’s e-mails are stopped from its details, which fit the screen and pass axe', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('target');
  await myDataPage.cardButton(myDataPage.allDomains, 'Target', 'View Details').click();
  const details = myDataPage.detailsDialog('Target');
  const theirEmails = details.getByRole('region', { name: 'Their e-mails' });
  await expect(theirEmails).toContainText('one-click unsubscribe');
  const box = await theirEmails.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  const before = (await oneClickReceived()).length;
  await theirEmails.getByRole('button', { name: 'Stop their e-mails' }).click();
  await expect(theirEmails).toContainText(/E-mails stopped on [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Unsubscribed: Target took your request' }),
  ).toBeVisible();
  const received = (await oneClickReceived()).slice(before);
  expect(received.map((entry) => entry.path)).toContain(demoUnsubscribePath('target.com'));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
