import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { submitDemoRequestThroughApi } from '../fixtures/deletion-request-api';
import { answerAsCompany, rescanDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';
import { MyRequestsPage } from '../page-models/my-requests-page';

// One journey per test: sign-ups are limited per IP address and hour.

test('the person says what the company answered: an identity demand, then done, in the history', async ({
  signedInPage: page,
  registeredUser,
}) => {
  const userName = registeredUser.email;
  await submitDemoRequestThroughApi(page.request, userName, 'spotify.com');

  const requests = new MyRequestsPage(page);
  const dialog = await requests.openSubmittedRequest('Spotify');
  const submitted = requests.section('submitted');
  const answers = requests.answerForm(dialog);
  await expect(answers).toContainText('No reply was found in your mailbox yet.');
  // Nothing chosen yet: saving says what is missing.
  await answers.getByRole('button', { name: 'Save Answer' }).click();
  await expect(answers).toContainText('Choose what the company said.');

  await answers
    .getByRole('radio', { name: 'They asked for identification or more information' })
    .check();
  await answers.getByLabel('What did they ask for?').fill('A copy of my passport');
  await answers.getByRole('button', { name: 'Save Answer' }).click();

  await expect(page.getByText('Answer saved')).toBeVisible();
  await expect(requests.detail(dialog, 'Their Answer')).toHaveText('Identification asked');
  const history = dialog.getByRole('region', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveText([
    /Requested$/,
    /Sent to privacy@spotify\.com$/,
    /They said: They asked for identification or more information \(by post or phone\)They asked for: A copy of my passport$/,
  ]);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(requests.card(submitted, 'Spotify')).toContainText('Identification asked');

  // The company then replies by e-mail; the mailbox's next look (Rescan) finds the reply.
  await answerAsCompany(page.request, {
    to: 'privacy@spotify.com',
    kind: 'reply',
    subject: 'Your data has been deleted [case 4711]',
  });
  await expect(async () => {
    // A Rescan asked for while a scan runs starts nothing: ask until one looks.
    await rescanDemoMailboxThroughApi(page.request, userName);
    await page.reload();
    await expect(requests.card(submitted, 'Spotify')).toContainText(/Company replied/, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 45_000 });

  // The person reads it in their mailbox and says it is done: the request is Completed.
  await requests.cardButton(submitted, 'Spotify', 'View Request').click();
  await expect(answers).toContainText('“Your data has been deleted [case 4711]”');
  await expect(answers.getByRole('radio', { name: /^By e-mail, on / })).toBeChecked();
  await answers.getByRole('radio', { name: 'Data erased' }).check();
  await answers.getByRole('button', { name: 'Save Answer' }).click();
  await expect(requests.detail(dialog, 'Their Answer')).toHaveText('Done');
  await expect(history.getByRole('listitem')).toHaveCount(5);
  await expect(history.getByRole('listitem').last()).toHaveText(/They said: Data erased$/);
  await dialog.getByRole('button', { name: 'Done', exact: true }).click();
  const completed = requests.section('completed');
  await expect(requests.card(completed, 'Spotify')).toContainText('Done');
  await expect(submitted).toHaveCount(0);
});

test('more time under the GDPR moves the due date by two months; the form links the law', async ({
  signedInPage: page,
  registeredUser,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/_recordAnswer', 'a second extension is refused');
  const userName = registeredUser.email;
  await submitDemoRequestThroughApi(page.request, userName, 'netflix.com');

  const requests = new MyRequestsPage(page);
  const dialog = await requests.openSubmittedRequest('Netflix');
  const firstDue = await requests.detail(dialog, 'Answer Due').textContent();
  const answers = requests.answerForm(dialog);
  await answers.getByRole('radio', { name: 'They need more time' }).check();
  await expect(answers).toContainText('GDPR lets them take up to 2 months more (Art. 12(3) GDPR).');
  await answers.getByRole('button', { name: 'Save Answer' }).click();

  await expect(requests.detail(dialog, 'Their Answer')).toHaveText('More time taken');
  const due = new Date(`${(await requests.detail(dialog, 'Answer Due').textContent())!} UTC`);
  const before = new Date(`${firstDue!} UTC`);
  // One month became three: about two months later (a weekend end moves to the Monday).
  const days = (due.getTime() - before.getTime()) / 86_400_000;
  expect(days).toBeGreaterThanOrEqual(58);
  expect(days).toBeLessThanOrEqual(64);
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(/Now due /);
  // A second extension is not the law's: the server says so beside the form.
  await answers.getByRole('radio', { name: 'They need more time' }).check();
  await answers.getByRole('button', { name: 'Save Answer' }).click();
  await expect(answers.getByRole('alert')).toHaveText('The extension is already recorded.');

  // Then they point to their web form: its link is kept, and opens apart from Reclaim.
  await answers.getByRole('radio', { name: 'They asked me to use their web form' }).check();
  await answers.getByLabel('Link to their form (optional)').fill('http://netflix.com/privacy');
  await answers.getByRole('button', { name: 'Save Answer' }).click();
  await expect(answers).toContainText('Enter an address that starts with https://');
  await answers.getByLabel('Link to their form (optional)').fill('https://netflix.com/privacy');
  await answers.getByRole('button', { name: 'Save Answer' }).click();
  await expect(requests.detail(dialog, 'Their Answer')).toHaveText('Web form asked');
  const link = dialog
    .getByRole('region', { name: 'History' })
    .getByRole('link', { name: 'https://netflix.com/privacy' });
  await expect(link).toHaveAttribute('href', 'https://netflix.com/privacy');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
