import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectImapMailboxThroughApi } from '../fixtures/imap-mailbox-api';
import { connectDemoMailboxThroughApi, DEMO_MAILBOX } from '../fixtures/mailbox-api';
import { SmtpStandIn } from '../fixtures/smtp-stand-in';
import { expect, test } from '../fixtures/test';

test('on a phone, the dashboard keeps its cards on screen and scrolls the table', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');

  const companies = dashboardPage.card('Companies With Your Data');
  await expect(companies).toContainText('100');
  const box = await companies.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expect(dashboardPage.rows.first()).toBeVisible();

  // The page itself never scrolls sideways; the table does, inside its own region.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  const region = await dashboardPage.tableRegion.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);

  // Scrolled to its last column, the table still shows which company each row is.
  await dashboardPage.tableRegion.evaluate((element) => element.scrollIntoView());
  await dashboardPage.tableRegion.evaluate((element) =>
    element.scrollTo({ left: element.scrollWidth }),
  );
  const firstName = dashboardPage.rows.first().getByRole('button', { name: /, view details$/ });
  await expect(dashboardPage.rows.first().getByRole('switch')).toBeInViewport();
  const regionBox = (await dashboardPage.tableRegion.boundingBox())!;
  const nameBox = (await firstName.boundingBox())!;
  expect(nameBox.x).toBeGreaterThanOrEqual(regionBox.x);
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(regionBox.x + regionBox.width / 2);
  // Nothing scrolls through under it: the name's cell is what is drawn at its centre.
  const isNameOnTop = await firstName.evaluate((button) => {
    const box = button.getBoundingClientRect();
    const shown = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return shown !== null && button.contains(shown);
  });
  expect(isNameOnTop).toBe(true);
  await dashboardPage.tableRegion.evaluate((element) => element.scrollTo({ left: 0 }));

  // Rows are rendered as they scroll into view.
  const before = await dashboardPage.names();
  await dashboardPage.tableRegion.evaluate((element) => element.scrollBy(0, 48 * 60));
  await expect.poll(async () => (await dashboardPage.names())[0]).not.toBe(before[0]);

  // Your Footprint fits the phone's width, its picture too.
  const footprint = page.getByRole('region', { name: 'Your Footprint' }).getByRole('figure');
  await footprint.scrollIntoViewIfNeeded();
  const footprintBox = (await footprint.boundingBox())!;
  expect(footprintBox.x).toBeGreaterThanOrEqual(0);
  expect(footprintBox.x + footprintBox.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('on a phone with two mailboxes, the dashboard names the one it shows and totals the requests of both', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  const smtp = await SmtpStandIn.start();
  try {
    await connectDemoMailboxThroughApi(page.request, registeredUser.email);
    await connectImapMailboxThroughApi(page.request, registeredUser.email, smtp.port, {
      isProven: false,
    });
  } finally {
    await smtp.stop();
  }
  await page.goto('/dashboard');

  await expect(dashboardPage.mailboxSelect).toHaveValue(DEMO_MAILBOX);
  await expect(dashboardPage.acrossMailboxes).toHaveText(
    'Across your 2 mailboxes: 0 submitted, 0 successful data subject requests.',
  );
  for (const shown of [dashboardPage.mailboxSelect, dashboardPage.acrossMailboxes]) {
    const box = await shown.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});
