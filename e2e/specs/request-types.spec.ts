import { waitForRequestStatus, waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { AccountPage } from '../page-models/account-page';
import { EmailPreview } from '../page-models/email-preview';
import { MyRequestsPage } from '../page-models/my-requests-page';

// Access, erasure and opt-out requests, each under its law and in its language; the company's
// own status follows its erasure request only (decision 71).

test('a person in Germany asks Chefkoch for their data in German and Netflix to erase it in English, and follows both', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  const account = new AccountPage(page);
  await account.open();
  await account.savePlace('Germany');

  await myDataPage.open();
  await myDataPage.search('chefkoch');
  await myDataPage.cardButton(myDataPage.allDomains, 'Chefkoch', 'Request my data').click();
  const preview = new EmailPreview(page);
  await preview.expectShownWithoutLaw();
  await expect(preview.requestType.locator('option:checked')).toHaveText(
    'Access: a copy of my data',
  );
  // The law of where the person lives; the language of the company's country.
  await expect(preview.law.locator('option:checked')).toHaveText('GDPR (European Union)');
  await expect(preview.language.locator('option:checked')).toHaveText('Deutsch');
  const chefkoch = preview.company('Chefkoch');
  await expect(preview.field(chefkoch, 'Subject')).toHaveText(
    'Auskunftsersuchen zu meinen personenbezogenen Daten (Art. 15 DSGVO)',
  );
  await expect(chefkoch).toContainText('Sehr geehrte Damen und Herren');
  await preview.submit();
  const [access] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(access!.recipient).toMatch(/@chefkoch\.de$/);
  expect(access!.subject).toBe(
    'Auskunftsersuchen zu meinen personenbezogenen Daten (Art. 15 DSGVO)',
  );
  expect(access!.text).toContain('gemäß Art. 15 DSGVO');
  await waitForRequestStatus(
    page.request,
    registeredUser.email,
    'chefkoch.de',
    'initiated',
    'access',
  );

  // Asking for a copy leaves the company open to an erasure request.
  await myDataPage.open();
  await myDataPage.search('chefkoch');
  await expect(
    myDataPage.cardButton(myDataPage.allDomains, 'Chefkoch', 'Request Deletion'),
  ).toBeEnabled();
  await myDataPage.search('netflix');
  await myDataPage.cardButton(myDataPage.allDomains, 'Netflix', 'Request Deletion').click();
  await preview.expectShownWithoutLaw();
  await expect(preview.law.locator('option:checked')).toHaveText('GDPR (European Union)');
  await expect(preview.requestType.locator('option:checked')).toHaveText('Erasure: delete my data');
  // A .com company: the person's own language (the browser's English).
  await expect(preview.language.locator('option:checked')).toHaveText('English');
  await expect(preview.field(preview.company('Netflix'), 'Subject')).toHaveText(
    'Request to erase my personal data (Art. 17 GDPR)',
  );
  await preview.submit();
  await waitForRequestsSignedBy(page.request, registeredUser.name, 2);
  await waitForRequestStatus(page.request, registeredUser.email, 'netflix.com', 'initiated');

  const requests = new MyRequestsPage(page);
  await requests.open();
  const submitted = requests.section('submitted');
  await expect(requests.card(submitted, 'Chefkoch')).toContainText('Access');
  await expect(requests.card(submitted, 'Netflix')).toContainText('Erasure');

  await requests.typeFilter.selectOption({ label: 'Access' });
  await expect(requests.card(submitted, 'Chefkoch')).toBeVisible();
  await expect(requests.card(submitted, 'Netflix')).toHaveCount(0);

  await requests.cardButton(submitted, 'Chefkoch', 'View Request').click();
  const dialog = requests.requestDialog('Chefkoch');
  await expect(requests.detail(dialog, 'Request')).toHaveText('Access: a copy of my data');
  await expect(requests.detail(dialog, 'Law')).toHaveText('GDPR (European Union)');
  await expect(requests.detail(dialog, 'Language')).toHaveText('Deutsch');
  await expect(dialog).toContainText('Sehr geehrte Damen und Herren');
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();

  // Completing the access request leaves the company's erasure request as it is.
  await requests.cardButton(submitted, 'Chefkoch', 'Mark as Complete').click();
  await requests.confirmComplete.click();
  await expect(requests.completedToast).toBeVisible();
  await expect(requests.card(requests.section('completed'), 'Chefkoch')).toContainText('Access');
  await requests.typeFilter.selectOption({ label: 'Erasure' });
  await expect(requests.card(submitted, 'Netflix')).toBeVisible();
});

test('a Texan says where they live once, and opts out under the Texas law', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  const account = new AccountPage(page);
  await account.open();
  await account.savePlace('United States', 'Texas');
  await expect(
    page.getByText('Your requests are written under TDPSA (Texas), unless you choose another.'),
  ).toBeVisible();

  await myDataPage.open();
  await myDataPage.search('tiktok');
  await myDataPage.cardButton(myDataPage.allDomains, 'TikTok', 'Request Deletion').click();
  const preview = new EmailPreview(page);
  await preview.expectShownWithoutLaw();
  await expect(preview.law.locator('option:checked')).toHaveText('TDPSA (Texas)');
  await preview.requestType.selectOption({
    label: 'Objection or opt-out: stop marketing, sale and sharing',
  });
  const tiktok = preview.company('TikTok');
  await expect(preview.field(tiktok, 'Subject')).toHaveText(
    'Request to opt out (Tex. Bus. & Com. Code § 541.051(b)(5))',
  );
  await preview.submit();
  const [optOut] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(optOut!.text).toContain('I opt out of the sale of my personal data');
  expect(optOut!.text).toContain('Tex. Bus. & Com. Code § 541.052(b)');
});

test('a person in Kentucky asks a company to erase their data under the Kentucky law, due in 45 days', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  const account = new AccountPage(page);
  await account.open();
  await account.savePlace('United States', 'Kentucky');
  await expect(
    page.getByText('Your requests are written under KCDPA (Kentucky), unless you choose another.'),
  ).toBeVisible();

  await myDataPage.open();
  await myDataPage.search('tiktok');
  await myDataPage.cardButton(myDataPage.allDomains, 'TikTok', 'Request Deletion').click();
  const preview = new EmailPreview(page);
  await preview.expectShownWithoutLaw();
  await expect(preview.law.locator('option:checked')).toHaveText('KCDPA (Kentucky)');
  const tiktok = preview.company('TikTok');
  await expect(preview.field(tiktok, 'Subject')).toHaveText(
    'Request to erase my personal data (KRS 367.3615(2)(c))',
  );
  await preview.submit();
  const [erasure] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(erasure!.text).toContain('KRS 367.3615(3)(a)');
  expect(erasure!.text).toContain('45 days');
});
