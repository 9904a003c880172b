import { DEMO_MAILBOX, connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

const DELETE_CONNECTION_PATH = '/pieeye-pfmuser/api/account/_deleteConnection';

const INTRO_SLIDES = [
  { title: 'Congratulations!', action: 'What Now?' },
  { title: 'What Happens Now?', action: 'Next' },
  { title: 'How small can you make your digital footprint?', action: 'Next' },
  { title: 'What is a Data Subject Request?', action: 'Next' },
  { title: 'Ready to Begin?', action: 'Get Started Now!' },
];

// The server limits sign-ups per IP address and hour, so each test here covers a whole journey of
// one user rather than one step.

test('a new user connects the demo mailbox, meets the intro and follows the scan', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  introFlowPage,
  dashboardPage,
  appHeader,
  scanStatus,
}) => {
  await connectionsPanel.open();

  await connectionsPanel.connectButton('Demo').click();

  await expect(page).toHaveURL('/getting-started');
  for (const slide of INTRO_SLIDES) {
    await expect(introFlowPage.title).toHaveText(slide.title);
    await introFlowPage.action(slide.action).click();
  }
  await dashboardPage.expectShownFor(registeredUser.name);
  await expect(async () => {
    await page.reload();
    await expect(scanStatus.complete).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(scanStatus.progressBar(DEMO_MAILBOX)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBe(DEMO_MAILBOX);
  // Once the person has seen it and moved on, the card is gone.
  await appHeader.openSideMenu();
  await appHeader.sideMenu.getByRole('link', { name: 'My Data' }).click();
  await expect(page).toHaveURL('/my-data');
  await page.goto('/dashboard');
  await dashboardPage.expectShownFor(registeredUser.name);
  await expect(dashboardPage.card('Companies With Your Data')).toContainText('100');
  await expect(scanStatus.section).toHaveCount(0);

  // The demo scan finishes in seconds; holding its answer at the very start shows the bar.
  await page.route('**/_getConnection', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    for (const connection of body.data.responseListObject) {
      Object.assign(connection, { scanPercentage: 0, status: 'pending' });
    }
    await route.fulfill({ response, json: body });
  });
  await page.reload();

  await expect(scanStatus.inProgress).toBeVisible();
  await expect(scanStatus.progressBar(DEMO_MAILBOX)).toHaveAttribute('aria-valuenow', '1');
  await expect(scanStatus.section.getByText('1% completed', { exact: true })).toBeVisible();
  await expect(scanStatus.complete).toHaveCount(0);
});

test('Rescan reloads the dashboard; Disconnect asks first and removes the mailbox', async ({
  signedInPage: page,
  registeredUser,
  connectionsPanel,
  scanStatus,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await connectionsPanel.open();
  const rescan = connectionsPanel.rescanButton(DEMO_MAILBOX);

  await rescan.click();

  await expect(page.getByText('Rescan In Progress')).toBeVisible();
  await expect(rescan).toBeDisabled();
  await expect(page).toHaveURL('/dashboard', { timeout: 10_000 });
  await expect(scanStatus.section).toBeVisible();

  await connectionsPanel.open();
  await page.evaluate((emailId) => {
    localStorage.setItem('selected_account', emailId);
    localStorage.setItem('hasSeenIntroFlow', 'true');
  }, DEMO_MAILBOX);
  await connectionsPanel.disconnectButton(DEMO_MAILBOX).click();
  await expect(connectionsPanel.disconnectDialog).toContainText(
    'Do you want to disconnect this email account?',
  );
  await connectionsPanel.cancelDisconnect.click();
  await expect(connectionsPanel.disconnectDialog).toBeHidden();
  await expect(connectionsPanel.mailbox(DEMO_MAILBOX)).toBeVisible();

  await connectionsPanel.disconnectButton(DEMO_MAILBOX).click();
  // A double-click on Yes disconnects once: no second call to find the mailbox gone.
  const disconnects: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(DELETE_CONNECTION_PATH)) disconnects.push(request.url());
  });
  await connectionsPanel.confirmDisconnect.dblclick();

  await expect(connectionsPanel.disconnectDialog).toBeHidden();
  expect(disconnects).toHaveLength(1);
  await expect(page).toHaveURL('/account');
  await expect(connectionsPanel.mailbox(DEMO_MAILBOX)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('selected_account'))).toBeNull();

  // Someone who has seen the intro goes straight to the dashboard after connecting.
  await connectionsPanel.connectButton('Demo').click();
  await expect(page).toHaveURL('/dashboard');
  await expect(scanStatus.section).toBeVisible();
});
