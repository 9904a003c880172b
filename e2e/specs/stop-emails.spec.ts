import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { demoUnsubscribePath, oneClickReceived } from '../fixtures/one-click-stand-in';
import { expect, test } from '../fixtures/test';

// "Stop their e-mails": the company's own one-click unsubscribe (RFC 8058), posted by the server
// to the sender's address (here the suite's stand-in), with the result on the card and in the
// company's details (decision 74).

test('a person stops Etsy’s newsletters with one click, and sees it done on the card and in the details', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  await myDataPage.search('etsy');
  const before = (await oneClickReceived()).length;
  await myDataPage.cardButton(myDataPage.allDomains, 'Etsy', 'Stop their e-mails').click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Unsubscribed: Etsy took your request' }),
  ).toBeVisible();
  const card = myDataPage.card(myDataPage.allDomains, 'Etsy');
  await expect(card.getByRole('status')).toHaveText('✓ E-mails stopped');
  await expect(
    myDataPage.cardButton(myDataPage.allDomains, 'Etsy', 'Stop their e-mails'),
  ).toHaveCount(0);
  const received = (await oneClickReceived()).slice(before);
  expect(received.filter((entry) => entry.path === demoUnsubscribePath('etsy.com'))).toEqual([
    {
      method: 'POST',
      path: demoUnsubscribePath('etsy.com'),
      contentType: 'application/x-www-form-urlencoded',
      body: 'List-Unsubscribe=One-Click',
      hadCredentials: false,
    },
  ]);

  await myDataPage.cardButton(myDataPage.allDomains, 'Etsy', 'View Details').click();
  const details = myDataPage.detailsDialog('Etsy');
  await expect(details.getByRole('region', { name: 'Their e-mails' })).toContainText(
    /E-mails stopped on [A-Z][a-z]{2} \d{1,2}, \d{4}/,
  );
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('a company whose mail says no way to unsubscribe gets no button', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  // Spotify's demo mail holds no newsletter, so nothing says how to unsubscribe.
  await myDataPage.search('spotify');
  await expect(myDataPage.card(myDataPage.allDomains, 'Spotify')).toBeVisible();
  await expect(
    myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'Stop their e-mails'),
  ).toHaveCount(0);
  await myDataPage.cardButton(myDataPage.allDomains, 'Spotify', 'View Details').click();
  await expect(
    myDataPage.detailsDialog('Spotify').getByRole('region', { name: 'Their e-mails' }),
  ).toHaveCount(0);
});
