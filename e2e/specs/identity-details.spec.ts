import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { waitForRequestStatus, waitForRequestsSignedBy } from '../fixtures/deletion-request-mail';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { hasDirectoryRecords } from '../fixtures/shared-data';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

// A company the directory says needs more than a name and an e-mail address to identify the
// person (datenanfragen's `required-elements`) gets it asked in the preview, written into that
// letter only; the request waits until it is given (decision 75).

test.skip(!hasDirectoryRecords, 'needs the datenanfragen data set beside the repository');

test('Reddit asks for the username, the request waits for it, and the letter gives it', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('reddit');
  await myDataPage.cardButton(myDataPage.allDomains, 'Reddit', 'Request Deletion').click();

  const preview = new EmailPreview(page);
  await preview.expectShown();
  const fields = preview.root.getByRole('group', { name: 'What Reddit needs to identify you' });
  const username = fields.getByRole('textbox', { name: 'Username' });
  await expect(username).toBeVisible();
  await expect(preview.submitButton).toBeDisabled();
  await expect(preview.root).toContainText(
    'Fill in what each company needs to identify you to send the request.',
  );
  await expect(preview.company('Reddit')).toContainText('Username: …');
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await username.fill('ada_lovelace_1815');
  await expect(preview.company('Reddit')).toContainText('Username: ada_lovelace_1815');
  await expect(preview.submitButton).toBeEnabled();
  await preview.submit();
  const [sent] = await waitForRequestsSignedBy(page.request, registeredUser.name, 1);
  expect(sent!.recipient).toBe('redditdatarequests@reddit.com');
  expect(sent!.text).toContain('Username: ada_lovelace_1815');
  await waitForRequestStatus(page.request, registeredUser.email, 'reddit.com', 'initiated');
});
