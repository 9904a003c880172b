import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

test('on a phone, "This is a person" and the people list fit the screen and work', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}, testInfo) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('netflix');
  await myDataPage.cardButton(myDataPage.allDomains, 'Netflix', 'View Details').click();
  const details = myDataPage.detailsDialog('Netflix');
  const personButton = details.getByRole('button', { name: 'This is a person', exact: true });
  await personButton.scrollIntoViewIfNeeded();
  await expect(personButton).toBeInViewport();
  const box = await personButton.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('details-390.png') });
  await personButton.click();

  const row = myDataPage.person('netflix.com');
  await row.scrollIntoViewIfNeeded();
  const bringBack = row.getByRole('button', { name: 'This is a company: netflix.com' });
  await expect(bringBack).toBeInViewport();
  const rowBox = await row.boundingBox();
  const buttonBox = await bringBack.boundingBox();
  // The row stacks: the button takes the row's width below the domain.
  expect(buttonBox!.width).toBeGreaterThan(rowBox!.width * 0.9);
  expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('people-390.png'), fullPage: false });
  await bringBack.click();
  await expect(myDataPage.people).toHaveCount(0);
});
