import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

test('on a phone, the e-mail preview fits the screen, passes axe and sends the request', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('netflix');
  const list = myDataPage.allDomains;
  await expect(list.getByRole('article')).toHaveCount(1);

  await myDataPage.cardButton(list, 'Netflix', 'Request Deletion').click();

  const preview = new EmailPreview(page);
  await preview.expectShown();
  const email = preview.company('Netflix');
  await expect(email).toContainText(registeredUser.name);
  await expect(preview.submitButton).toBeEnabled();
  await expect(preview.submitButton).toBeInViewport({ ratio: 0 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await email.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  const to = await preview.recipient(email).inputValue();

  await preview.submit();

  await expect(page).toHaveURL('/my-data');
  const [sent] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(sent!.recipient).toBe(to);
  await expect(myDataPage.cardButton(list, 'Netflix', 'DSR Raised')).toBeDisabled();
});
