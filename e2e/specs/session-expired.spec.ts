import type { Page } from '@playwright/test';
import type { ConsoleGuard } from '../fixtures/console-guard';
import { APP_URL } from '../fixtures/environment';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

const LOAD_ERROR_TEXT = 'The companies could not be loaded. Please refresh the page.';

/**
 * The session ends elsewhere (another tab signs out) while this page still shows the lists. The
 * page's clock stops, so the dialog's 5 s reload waits until the test has looked at the screen.
 */
async function endSessionElsewhere(page: Page, consoleGuard: ConsoleGuard): Promise<void> {
  consoleGuard.expectFailedResponse(401, '/pieeye-pfmdomain/', 'the session ended on purpose');
  consoleGuard.expectFailedResponse(401, '/api/logos/', 'logos asked for after the session ended');
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: APP_URL } });
  expect(signOut.ok()).toBe(true);
  await page.clock.pauseAt(Date.now() + 1_000);
}

/**
 * Lets the failed call's one retry (1 s later) fail too, until `settled` holds: the clock moves in
 * small steps, as the retry is scheduled only once the first answer has been read.
 */
async function letTheRetryFail(page: Page, settled: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(500);
    await settled();
  }).toPass({ timeout: 10_000 });
}

test('on the dashboard, an ended session shows only the session-expired dialog', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
  loginDialog,
  sessionExpiredDialog,
  consoleGuard,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.clock.install();
  await page.goto('/dashboard');
  await expect(dashboardPage.rows.first()).toBeVisible();
  await endSessionElsewhere(page, consoleGuard);

  await dashboardPage.showRecommended.click();
  await expect(sessionExpiredDialog.text).toBeVisible();

  // The rows go once the list has failed; the table then claims nothing of its own.
  await letTheRetryFail(page, () =>
    expect(dashboardPage.rowsBehindDialog).toHaveCount(0, { timeout: 200 }),
  );
  await expect(dashboardPage.tableBehindDialog).not.toContainText('No Domain Found.');
  await expect(page.locator('main')).not.toContainText(LOAD_ERROR_TEXT);
  await expect(sessionExpiredDialog.text).toBeVisible();
  // The reload is due 5 s after the dialog opened; the reloaded page runs on a moving clock again.
  await page.clock.runFor(5_000);
  await page.clock.resume();
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});

test('on My Data, an ended session shows only the session-expired dialog', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
  sessionExpiredDialog,
  consoleGuard,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.clock.install();
  await myDataPage.open();
  await expect(myDataPage.total(myDataPage.allDomains)).toHaveText('Total (100)');
  await endSessionElsewhere(page, consoleGuard);

  await myDataPage.search('netflix');
  // The search waits 800 ms after the last key (spec §9).
  await page.clock.runFor(1_000);
  await expect(sessionExpiredDialog.text).toBeVisible();

  // The cards go once the lists have failed; the tab then claims nothing of its own.
  await letTheRetryFail(page, () =>
    expect(myDataPage.cardsBehindDialog).toHaveCount(0, { timeout: 200 }),
  );
  await expect(myDataPage.mainBehindDialog).not.toContainText('No Domain Found.');
  await expect(myDataPage.mainBehindDialog).not.toContainText(LOAD_ERROR_TEXT);
  await expect(sessionExpiredDialog.text).toBeVisible();
});
