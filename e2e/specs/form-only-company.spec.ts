import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { hasDirectoryRecords } from '../fixtures/shared-data';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

// A company that takes privacy requests only through its own web form (datenanfragen's
// `suggested-transport-medium: webform`) is linked, never e-mailed (decision 73).

test.skip(!hasDirectoryRecords, 'needs the datenanfragen data set beside the repository');

test('Uber, which takes requests by web form only, is linked from its card and the preview, and never e-mailed', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('uber');
  const card = myDataPage.card(myDataPage.allDomains, 'Uber');
  const formLink = card.getByRole('link', { name: /Requests by web form only/ });
  await expect(formLink).toHaveAttribute('href', 'https://uber.com/privacy-dpo');
  await expect(formLink).toHaveAttribute('target', '_blank');

  await myDataPage.cardButton(myDataPage.allDomains, 'Uber', 'Request Deletion').click();
  const preview = new EmailPreview(page);
  await expect(preview.root).toContainText(
    'Uber takes privacy requests only through its own web form, so Reclaim does not e-mail it.',
  );
  await expect(
    preview.root.getByRole('link', { name: /Open Uber's privacy form/ }),
  ).toHaveAttribute('href', 'https://uber.com/privacy-dpo');
  await expect(preview.submitButton).toBeDisabled();
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
