import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import {
  listRequestableCompanies,
  raiseRequestsThroughApi,
  waitForRequestCount,
} from '../fixtures/deletion-request-api';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { MyRequestsPage } from '../page-models/my-requests-page';

test('on a phone, nine requests page at 8 in one column, fit the screen and pass axe', async ({
  signedInPage: page,
  registeredUser,
}) => {
  const userName = registeredUser.email;
  await connectDemoMailboxThroughApi(page.request, userName);
  const companies = (await listRequestableCompanies(page.request, userName)).slice(0, 9);
  await raiseRequestsThroughApi(page.request, userName, companies);
  await waitForRequestCount(page.request, userName, { count: 9 });

  const requests = new MyRequestsPage(page);
  await requests.open();
  const submitted = requests.section('submitted');
  const cards = submitted.getByRole('article');
  await expect(requests.total(submitted)).toHaveText('Total (9)');
  await expect(cards).toHaveCount(8);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.x + first!.width).toBeLessThanOrEqual(390);
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pager = requests.pager('submitted');
  await expect(pager).toContainText('Page 1 of 2');
  const timeline = page
    .getByRole('region', { name: 'Your Requests Over Time' })
    .getByRole('figure');
  await timeline.scrollIntoViewIfNeeded();
  const timelineBox = (await timeline.boundingBox())!;
  expect(timelineBox.x).toBeGreaterThanOrEqual(0);
  expect(timelineBox.x + timelineBox.width).toBeLessThanOrEqual(390);
  // Its figures' table, hidden but there for screen readers, widens nothing either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await pager.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(pager).toContainText('Page 2 of 2');
  await expect(cards).toHaveCount(1);
  const name = (await cards.first().getByRole('heading').textContent()) ?? '';
  await requests.cardButton(submitted, name, 'View Request').click();
  const dialog = requests.requestDialog(name);
  await expect(dialog).toContainText('Dear Privacy Team of');
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const dialogViolations = await findBlockingViolations(page);
  expect(dialogViolations, describeViolations(dialogViolations)).toEqual([]);
});
