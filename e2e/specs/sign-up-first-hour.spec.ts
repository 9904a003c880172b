import { APP_PORT } from '../fixtures/environment';
import { wrongCodeFor } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { ConfirmSignUpPage } from '../page-models/confirm-sign-up-page';

const CONFIRMED_NOTICE = 'Your e-mail address is confirmed. Please log in.';

test('a person who reloads the confirmation page while finding the code still confirms', async ({
  page,
  newUser,
  outbox,
  signUpDialog,
  confirmSignUpPage,
  loginDialog,
}) => {
  await signUpDialog.goto();
  await signUpDialog.signUp(newUser);
  await confirmSignUpPage.expectShown();
  const code = await outbox.waitForCode(newUser.email, 'signUp');

  await page.reload();

  await confirmSignUpPage.expectShown();
  await expect(confirmSignUpPage.greeting(newUser.name)).toBeVisible();
  await expect(confirmSignUpPage.address(newUser.email)).toBeVisible();
  await confirmSignUpPage.confirm(code);
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.notice).toHaveText(CONFIRMED_NOTICE);
});

test('the confirmation page says only what the latest try did', async ({
  newUser,
  outbox,
  signUpDialog,
  confirmSignUpPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/api/auth/email-otp/verify-email', 'a wrong code');
  consoleGuard.expectFailedResponse(
    429,
    '/api/auth/email-otp/send-verification-otp',
    'new codes past the limit',
  );
  await signUpDialog.goto();
  await signUpDialog.signUp(newUser);
  await confirmSignUpPage.expectShown();
  await confirmSignUpPage.confirm(wrongCodeFor(await outbox.waitForCode(newUser.email, 'signUp')));
  await expect(confirmSignUpPage.error).toBeVisible();

  expect(await confirmSignUpPage.requestNewCode()).toBe(200);
  await expect(confirmSignUpPage.notice).toHaveText(
    `A new code has been sent to ${newUser.email}.`,
  );
  await expect(confirmSignUpPage.error).toBeHidden();

  // Past the limit of codes an address may be sent, the refusal replaces the earlier notice.
  let status = 200;
  for (let tries = 0; status === 200 && tries < 10; tries += 1) {
    status = await confirmSignUpPage.requestNewCode();
  }
  expect(status).toBe(429);
  await expect(confirmSignUpPage.error).toHaveText(
    'Attempt limit exceeded, please try after some time.',
  );
  await expect(confirmSignUpPage.notice).toBeHidden();
});

test('in a tab that does not know the address, a person gives it and confirms', async ({
  context,
  newUser,
  outbox,
  signUpDialog,
  confirmSignUpPage,
}) => {
  await signUpDialog.goto();
  await signUpDialog.signUp(newUser);
  await confirmSignUpPage.expectShown();
  const code = await outbox.waitForCode(newUser.email, 'signUp');

  const otherTab = await context.newPage();
  const otherConfirmPage = new ConfirmSignUpPage(otherTab);
  await otherConfirmPage.goto();
  await expect(otherConfirmPage.address(newUser.email)).toBeHidden();
  await otherConfirmPage.email.fill(newUser.email);
  await otherConfirmPage.confirm(code);
  await expect(otherTab).toHaveURL('/login');
});

test.describe('at the loopback address a local server answers on', () => {
  test.use({ baseURL: `http://127.0.0.1:${APP_PORT}` });

  test('a person signs up, confirms and signs in', async ({
    page,
    newUser,
    outbox,
    signUpDialog,
    confirmSignUpPage,
    loginDialog,
    dashboardPage,
    appHeader,
  }) => {
    await signUpDialog.goto();
    await signUpDialog.signUp(newUser);
    await confirmSignUpPage.expectShown();
    await confirmSignUpPage.confirm(await outbox.waitForCode(newUser.email, 'signUp'));

    await expect(page).toHaveURL(`http://127.0.0.1:${APP_PORT}/login`);
    await loginDialog.signIn(newUser.email, newUser.password);
    await dashboardPage.expectShownFor(newUser.name);
    await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();
  });
});
