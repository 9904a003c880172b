import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { APP_URL } from '../fixtures/environment';
import { signInThroughApi } from '../fixtures/identity-api';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

test('changing the password checks the policy and the confirmation, then works', async ({
  signedInPage: page,
  registeredUser,
  accountPage,
}) => {
  await accountPage.open();

  await accountPage.changePassword(registeredUser.password, 'weakpassword');
  await expect(page.getByText('Password must meet requirements')).toBeVisible();

  await accountPage.changePassword(registeredUser.password, 'Changed!Pass42', 'Changed!Pass43');
  await expect(page.getByText('New Password & Confirm Password does not match')).toBeVisible();

  await accountPage.changePassword(registeredUser.password, 'Changed!Pass42');
  await expect(page.getByText('Password saved successfully.')).toBeVisible();

  const oldSignIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: registeredUser.email, password: registeredUser.password },
    headers: { origin: APP_URL },
  });
  expect(oldSignIn.status()).toBe(401);
  await signInThroughApi(page.request, { ...registeredUser, password: 'Changed!Pass42' });
});

test('the owner changes the name that signs their requests, under the sign-up rules', async ({
  signedInPage: page,
  accountPage,
}) => {
  await accountPage.open();

  await accountPage.changeName('   ');
  await expect(page.getByText('Name is required')).toBeVisible();

  await accountPage.changeName('Grace Hopper');
  await expect(page.getByText('Name saved successfully.')).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toMatchObject({ user: { name: 'Grace Hopper' } });
  await page.reload();
  await accountPage.profileTab.click();
  await expect(accountPage.name).toHaveValue('Grace Hopper');
});

test('sign out everywhere ends the session on every device, this browser included', async ({
  browser,
  signedInPage: page,
  registeredUser,
  accountPage,
  loginDialog,
}) => {
  const phone = await browser.newContext({ baseURL: APP_URL });
  await signInThroughApi(phone.request, registeredUser);
  expect(await (await phone.request.get('/api/auth/get-session')).json()).toMatchObject({
    user: { email: registeredUser.email },
  });
  await accountPage.open();

  await accountPage.endEverySession();

  await expect(page).toHaveURL('/login');
  await expect(page.getByText('You are signed out on every device.')).toBeVisible();
  await expect(loginDialog.dialog).toBeVisible();
  expect(await (await phone.request.get('/api/auth/get-session')).json()).toBeNull();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
  await phone.close();
});

test('Your Data downloads everything Reclaim holds about the person as JSON, axe clean', async ({
  signedInPage: page,
  registeredUser,
  accountPage,
}) => {
  await accountPage.open();
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);

  const { fileName, content } = await accountPage.downloadData();

  expect(fileName).toMatch(/^reclaim-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(content).toMatchObject({
    account: { name: registeredUser.name, email: registeredUser.email },
    mailboxes: [{ address: 'demo@reclaim.example', provider: 'demo' }],
    deletionRequests: [],
  });
  expect(JSON.stringify(content)).not.toMatch(/sealed|argon2|accessToken|refreshToken/i);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});

test('deleting the account removes it and says goodbye', async ({
  signedInPage: page,
  registeredUser,
  accountPage,
  loginDialog,
}) => {
  await accountPage.open();
  await accountPage.startDeletion();
  const feedbackTab = page.context().waitForEvent('page');
  await accountPage.permanentlyDelete.click();

  await expect(page).toHaveURL('/account-deleted');
  await expect(page).toHaveTitle('Account deleted · Reclaim');
  await expect(page.getByText('Account Deleted Successfully.')).toBeVisible();
  expect((await feedbackTab).url()).toContain('/feedback');
  await expect(page.getByRole('link', { name: 'Give feedback' })).toBeVisible();

  await page.getByRole('button', { name: 'No, thanks' }).click();
  await expect(page).toHaveURL('/');
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: registeredUser.email, password: registeredUser.password },
    headers: { origin: APP_URL },
  });
  expect(signIn.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(loginDialog.dialog).toBeVisible();
});

test('a call made after the session ended shows the session-expired dialog and reloads', async ({
  signedInPage: page,
  accountPage,
  loginDialog,
  consoleGuard,
}) => {
  await accountPage.open();
  await accountPage.startDeletion();
  // The session ends elsewhere (another tab signs out); this page still shows the account.
  consoleGuard.expectFailedResponse(401, '/_deleteAccount', 'the session ended on purpose');
  const signOut = await page.request.post('/api/auth/sign-out', { headers: { origin: APP_URL } });
  expect(signOut.ok()).toBe(true);

  await accountPage.permanentlyDelete.click();
  await expect(
    page.getByText('Session is expired, Page will be refreshed in 5 seconds.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/login', { timeout: 10_000 });
  await expect(loginDialog.dialog).toBeVisible();
});
