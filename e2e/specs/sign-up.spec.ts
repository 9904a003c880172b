import { APP_URL } from '../fixtures/environment';
import { signUpThroughApi } from '../fixtures/identity-api';
import { expect, test } from '../fixtures/test';

const CONFIRMED_NOTICE = 'Your e-mail address is confirmed. Please log in.';

test('a visitor signs up, confirms the mailed code, signs in and signs out again', async ({
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
  await expect(confirmSignUpPage.greeting(newUser.name)).toBeVisible();
  await expect(confirmSignUpPage.address(newUser.email)).toBeVisible();
  // Pasted from a mail app, with spaces around and within it.
  const code = await outbox.waitForCode(newUser.email, 'signUp');
  await confirmSignUpPage.pasteAndConfirm(` ${code.slice(0, 3)} ${code.slice(3)} `);

  await expect(page).toHaveURL('/login');
  await expect(loginDialog.notice).toHaveText(CONFIRMED_NOTICE);
  await loginDialog.signIn(newUser.email, newUser.password);

  await dashboardPage.expectShownFor(newUser.name);
  await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();

  await appHeader.logout();
  await expect(page).toHaveURL('/login');
  await appHeader.expectSignedOut();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});

test('the owner signs up over a stranger who signed their address up first, and keeps them out', async ({
  page,
  request,
  newUser,
  outbox,
  signUpDialog,
  confirmSignUpPage,
  loginDialog,
  dashboardPage,
  appHeader,
}) => {
  const stranger = {
    ...newUser,
    name: 'Pay ransom to evil.example',
    password: 'Stranger#Pick2026',
  };
  await signUpThroughApi(request, stranger);
  await outbox.waitForCode(newUser.email, 'signUp');

  await signUpDialog.goto();
  await signUpDialog.signUp(newUser);
  await confirmSignUpPage.expectShown();
  await confirmSignUpPage.confirm(await outbox.waitForCode(newUser.email, 'signUp'));
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.notice).toHaveText(CONFIRMED_NOTICE);

  const strangerSignIn = await request.post('/api/auth/sign-in/email', {
    data: { email: newUser.email, password: stranger.password },
    headers: { origin: APP_URL },
  });
  expect(strangerSignIn.status()).toBe(401);
  await loginDialog.signIn(newUser.email, newUser.password);
  await dashboardPage.expectShownFor(newUser.name);
  await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();
});

test('signing up with an address that already has an account shows the service message', async ({
  page,
  registeredUser,
  signUpDialog,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(409, '/api/auth/sign-up/email', 'the address is taken');
  await signUpDialog.goto('/email');
  await signUpDialog.signUp({ ...registeredUser, name: 'Someone Else' });

  await expect(signUpDialog.error).toHaveText('An account with the given email already exists.');
  await expect(page).toHaveURL('/email');

  // Only a confirmed address is refused: its owner is offered the way back in.
  await signUpDialog.dialog.getByRole('link', { name: 'reset your password' }).click();
  await expect(page).toHaveURL('/forgot-password');
});

test('an account that was never confirmed is asked for a new code at sign-in', async ({
  page,
  request,
  newUser,
  outbox,
  loginDialog,
  confirmSignUpPage,
  dashboardPage,
  consoleGuard,
}) => {
  consoleGuard.expectFailedResponse(403, '/api/auth/sign-in/email', 'the address is unconfirmed');
  await signUpThroughApi(request, newUser);
  // Set the first code aside unused, so the wait below is for the mail the login sends.
  await outbox.waitForCode(newUser.email, 'signUp');

  await loginDialog.goto();
  await loginDialog.signIn(newUser.email, newUser.password);

  await confirmSignUpPage.expectShown();
  await expect(confirmSignUpPage.address(newUser.email)).toBeVisible();
  await confirmSignUpPage.confirm(await outbox.waitForCode(newUser.email, 'signUp'));

  await expect(page).toHaveURL('/login');
  await loginDialog.signIn(newUser.email, newUser.password);
  await dashboardPage.expectShownFor(newUser.name);
});
