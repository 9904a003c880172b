import { request as newRequestContext } from '@playwright/test';
import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { submitDemoRequestThroughApi } from '../fixtures/deletion-request-api';
import { APP_URL } from '../fixtures/environment';
import { registerThroughApi, signInThroughApi } from '../fixtures/identity-api';
import { DEMO_MAILBOX, connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { createTestUser } from '../fixtures/test-user';
import { expect, test } from '../fixtures/test';
import { EmailPreview } from '../page-models/email-preview';

const FIGURES_TEXT =
  "Answers 100 % of requests on time, median under a day to answer, does as asked in 100 % (from 5 people's requests).";

test('once five people asked Spotify and it did as asked, the next person sees it in its details and preview', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  outbox,
}) => {
  // Five other people ask Spotify to erase their data, and say by post it did.
  for (let i = 0; i < 5; i++) {
    const other = createTestUser();
    const request = await newRequestContext.newContext({ baseURL: APP_URL });
    await registerThroughApi(request, outbox, other);
    await signInThroughApi(request, other);
    await submitDemoRequestThroughApi(request, other.email, 'spotify.com');
    const answered = await request.post('/pieeye-pfmdsr/api/dsr/_recordAnswer', {
      data: {
        requestInfo: { userName: other.email },
        requestBody: {
          emailId: DEMO_MAILBOX,
          domainName: 'spotify.com',
          answer: { kind: 'done' },
          via: 'post-or-phone',
        },
      },
      headers: { origin: APP_URL },
    });
    expect(answered.status(), await answered.text()).toBe(200);
    await request.dispose();
  }
  // The nightly count, now.
  const counted = await page.request.post('/dev/company-figures', {
    headers: { origin: APP_URL },
  });
  expect(await counted.json()).toEqual({ companies: 1 });

  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('spotify');
  const list = myDataPage.allDomains;
  await myDataPage.cardButton(list, 'Spotify', 'View Details').click();
  const details = myDataPage.detailsDialog('Spotify');
  await expect(details).toContainText(FIGURES_TEXT);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await details.getByRole('button', { name: 'Request Deletion', exact: true }).click();
  const preview = new EmailPreview(page);
  await preview.expectShown();
  await expect(preview.companies).toContainText(FIGURES_TEXT);

  // A company fewer than five people asked shows no figures.
  await page.goBack();
  await myDataPage.search('netflix');
  await myDataPage.cardButton(list, 'Netflix', 'View Details').click();
  await expect(myDataPage.detailsDialog('Netflix')).toContainText('DSR Contact Email');
  await expect(myDataPage.detailsDialog('Netflix')).not.toContainText('Answers');
});
