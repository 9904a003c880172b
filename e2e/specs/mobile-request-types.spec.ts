import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { waitForRequestStatus, waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';
import { MyRequestsPage } from '../page-models/my-requests-page';

test('on a phone, a correction request is written, fits the screen, passes axe and is listed by its type', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('spotify');
  await myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'Request my data').click();

  const preview = new EmailPreview(page);
  await preview.expectShown();
  await preview.requestType.selectOption({ label: 'Correction: put wrong data right' });
  // Nothing goes until the person says what to correct.
  await expect(preview.submitButton).toBeDisabled();
  await preview.root
    .getByRole('textbox', { name: 'What is wrong' })
    .fill('My surname is Lovelace.');
  await preview.root.getByRole('textbox', { name: 'What is right' }).fill('My surname is King.');
  const spotify = preview.company('Spotify');
  await expect(spotify).toContainText('What is right: My surname is King.');
  await expect(preview.submitButton).toBeEnabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const select of [preview.requestType, preview.law, preview.language]) {
    const box = await select.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await preview.submit();
  const [sent] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(sent!.text).toContain('What is wrong: My surname is Lovelace.');
  await waitForRequestStatus(
    page.request,
    registeredUser.email,
    'spotify.com',
    'initiated',
    'correction',
  );

  const requests = new MyRequestsPage(page);
  await requests.open();
  await requests.typeFilter.selectOption({ label: 'Correction' });
  const card = requests.card(requests.section('submitted'), 'Spotify');
  await expect(card).toContainText('Correction');
  const box = await card.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const listViolations = await findBlockingViolations(page);
  expect(listViolations, describeViolations(listViolations)).toEqual([]);
});
