import { wrongCodeFor } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { NEW_TEST_PASSWORD } from '../fixtures/test-user';

/** Test addresses read `user-…@example.com`, which the notice masks like this. */
const MASKED_TEST_EMAIL = 'u***@e***.com';

test('a user resets the password with the mailed code and only the new one works', async ({
  page,
  registeredUser,
  outbox,
  forgotPasswordPage,
  loginDialog,
  dashboardPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(401, '/api/auth/sign-in/email', 'the old password is refused');
  await forgotPasswordPage.goto();
  await forgotPasswordPage.requestCode(registeredUser.email);

  await expect(forgotPasswordPage.sentNotice(MASKED_TEST_EMAIL)).toBeVisible();
  await expect(forgotPasswordPage.email).toBeDisabled();
  await expect(forgotPasswordPage.email).toHaveValue(registeredUser.email);
  const code = await outbox.waitForCode(registeredUser.email, 'passwordReset');
  await forgotPasswordPage.changePassword(NEW_TEST_PASSWORD, code);

  await expect(
    page.getByRole('alert').filter({ hasText: 'Password has been reset.' }),
  ).toBeVisible();
  await expect(page).toHaveURL('/');

  await loginDialog.goto();
  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await expect(loginDialog.error).toHaveText('Incorrect username or password.');
  await loginDialog.signIn(registeredUser.email, NEW_TEST_PASSWORD);
  await dashboardPage.expectShownFor(registeredUser.name);
});

test('a wrong reset code is refused and the old password keeps working', async ({
  page,
  registeredUser,
  outbox,
  forgotPasswordPage,
  loginDialog,
  dashboardPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/api/auth/email-otp/reset-password', 'a wrong code');
  await forgotPasswordPage.goto();
  await forgotPasswordPage.requestCode(registeredUser.email);
  const code = await outbox.waitForCode(registeredUser.email, 'passwordReset');
  await forgotPasswordPage.changePassword(NEW_TEST_PASSWORD, wrongCodeFor(code));

  await expect(forgotPasswordPage.error).toHaveText(
    'Unable to reset password: Invalid verification code provided, please try again.',
  );
  await expect(page).toHaveURL('/forgot-password');

  await forgotPasswordPage.loginLink.click();
  await expect(page).toHaveURL('/login');
  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await dashboardPage.expectShownFor(registeredUser.name);
});

test('after a wrong reset code a new code replaces the error, and the new code works', async ({
  registeredUser,
  outbox,
  forgotPasswordPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/api/auth/email-otp/reset-password', 'a wrong code');
  await forgotPasswordPage.goto();
  await forgotPasswordPage.requestCode(registeredUser.email);
  const firstCode = await outbox.waitForCode(registeredUser.email, 'passwordReset');
  await forgotPasswordPage.changePassword(NEW_TEST_PASSWORD, wrongCodeFor(firstCode));
  await expect(forgotPasswordPage.error).toBeVisible();
  await expect(forgotPasswordPage.notice).toBeHidden();

  await forgotPasswordPage.newCodeButton.click();

  await expect(forgotPasswordPage.notice).toHaveText(
    `A new code has been sent to ${MASKED_TEST_EMAIL}`,
  );
  await expect(forgotPasswordPage.error).toBeHidden();
  const newCode = await outbox.waitForCode(registeredUser.email, 'passwordReset');
  await forgotPasswordPage.changePassword(NEW_TEST_PASSWORD, newCode);
  await expect(forgotPasswordPage.toast('Password has been reset.')).toBeVisible();
});
