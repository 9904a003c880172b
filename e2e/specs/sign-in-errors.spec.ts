import { APP_URL } from '../fixtures/environment';
import { wrongCodeFor } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { createTestUser } from '../fixtures/test-user';

const WRONG_CREDENTIALS = 'Incorrect username or password.';
const WRONG_CODE = 'Invalid verification code provided, please try again.';

test('a wrong password is refused with the service message', async ({
  page,
  registeredUser,
  loginDialog,
  appHeader,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(401, '/api/auth/sign-in/email', 'a wrong password');
  await loginDialog.goto();
  await loginDialog.signIn(registeredUser.email, `${registeredUser.password}-wrong`);

  await expect(loginDialog.error).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/login');
  await appHeader.expectSignedOut();
});

test('past the limit of failed sign-ins, the owner gets in with a code by e-mail', async ({
  page,
  registeredUser,
  loginDialog,
  outbox,
  consoleGuard,
}) => {
  // Ten addresses fail ten times each: the account's ceiling of failures for the hour.
  for (let address = 1; address <= 10; address++) {
    for (let i = 0; i < 10; i++) {
      const guess = await page.request.post('/api/auth/sign-in/email', {
        data: { email: registeredUser.email, password: `Guess!${address}x${i}` },
        headers: { origin: APP_URL, 'x-forwarded-for': `10.250.${address}.1` },
      });
      expect(guess.status()).toBe(401);
    }
  }
  consoleGuard.expectFailedResponse(429, '/api/auth/sign-in/email', 'past the failure ceiling');
  await loginDialog.goto();
  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await expect(loginDialog.error).toHaveText('Attempt limit exceeded, please try after some time.');

  await loginDialog.emailMeACode.click();
  const code = await outbox.waitForCode(registeredUser.email, 'signIn');
  await loginDialog.signInWithMailedCode(code);

  await expect(page).toHaveURL('/dashboard');
});

test('an unknown address gets the same message as a wrong password', async ({
  page,
  loginDialog,
  appHeader,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(401, '/api/auth/sign-in/email', 'an unknown address');
  const stranger = createTestUser();
  await loginDialog.goto('/cognito_signout');
  await loginDialog.signIn(stranger.email, stranger.password);

  await expect(loginDialog.error).toHaveText(WRONG_CREDENTIALS);
  await expect(page).toHaveURL('/cognito_signout');
  await appHeader.expectSignedOut();
});

test('a wrong confirmation code is refused and the right one still confirms', async ({
  page,
  newUser,
  outbox,
  signUpDialog,
  confirmSignUpPage,
  loginDialog,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(400, '/api/auth/email-otp/verify-email', 'a wrong code');
  await signUpDialog.goto();
  await signUpDialog.signUp(newUser);
  await confirmSignUpPage.expectShown();
  const code = await outbox.waitForCode(newUser.email, 'signUp');

  await confirmSignUpPage.confirm(wrongCodeFor(code));
  await expect(confirmSignUpPage.error).toHaveText(WRONG_CODE);
  await expect(page).toHaveURL('/confirm-signup');

  await confirmSignUpPage.confirm(code);
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});
