import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { layoutBox, viewportWidth } from '../page-models/layout-box';

test('on a phone, My Data shows one card at a time and Next brings the following one', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  // The tab strip keeps the page's side padding, level with the heading on both sides.
  const [tabs, heading] = [
    await layoutBox(myDataPage.ageTabs),
    await layoutBox(myDataPage.heading),
  ];
  expect(heading.left).toBeGreaterThanOrEqual(16);
  expect(tabs.left).toBeCloseTo(heading.left, 0);
  expect(tabs.right).toBeCloseTo((await viewportWidth(myDataPage.heading)) - heading.left, 0);
  const slides = myDataPage.allDomains.getByRole('group');
  await expect(slides).toHaveCount(100);
  await myDataPage.allDomains.scrollIntoViewIfNeeded();
  await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(1)).not.toBeInViewport({ ratio: 0.5 });

  await myDataPage.allDomains.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await expect(slides.nth(0)).not.toBeInViewport({ ratio: 0.5 });

  const name = (await slides.nth(1).getByRole('heading').textContent()) ?? '';
  await myDataPage.checkbox(myDataPage.allDomains, name).click();
  await expect(myDataPage.card(myDataPage.selected, name)).toBeVisible();
  await expect(myDataPage.requestSelectedButton).toBeVisible();

  await myDataPage.cardButton(myDataPage.selected, name, 'View Details').click();
  const details = myDataPage.detailsDialog(name);
  await expect(details).toBeVisible();
  const box = await details.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await expect(details.getByRole('button', { name: 'Cancel' })).toBeVisible();
});

test('on a phone, /alldomains lists the cards in one column, loads more, and passes axe', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open('/alldomains');
  const cards = myDataPage.allDomains.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.x + first!.width).toBeLessThanOrEqual(390);
  expect(second!.y).toBeGreaterThan(first!.y);

  await myDataPage.loadMoreButton.click();
  await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
