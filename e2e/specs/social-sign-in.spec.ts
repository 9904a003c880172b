import { expect, test } from '../fixtures/test';

/** The stand-in ends the authorization with `access_denied` for this address. */
const DENYING_EMAIL = 'deny@example.com';

test('a visitor signs in with Google and lands on the dashboard', async ({
  page,
  newUser,
  loginDialog,
  standInSignInPage,
  dashboardPage,
  appHeader,
}) => {
  await loginDialog.goto();
  await loginDialog.googleButton.click();

  await standInSignInPage.signIn(newUser.email, newUser.name);

  await dashboardPage.expectShownFor(newUser.name);
  await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();
  await page.reload();
  await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();
});

test('a visitor signs in with Microsoft and lands on the dashboard', async ({
  newUser,
  loginDialog,
  standInSignInPage,
  dashboardPage,
  appHeader,
}) => {
  await loginDialog.goto();
  await loginDialog.microsoftButton.click();

  await standInSignInPage.signIn(newUser.email, newUser.name);

  await dashboardPage.expectShownFor(newUser.name);
  await expect(appHeader.userMenuButtonFor(newUser.name)).toBeVisible();
});

test('Google sign-in returns to the route that asked for a login', async ({
  page,
  newUser,
  loginDialog,
  standInSignInPage,
  feedbackPage,
}) => {
  await page.goto('/userFeedback');
  await expect(loginDialog.dialog).toBeVisible();
  await loginDialog.googleButton.click();

  await standInSignInPage.signIn(newUser.email, newUser.name);

  await expect(page).toHaveURL('/userFeedback');
  await expect(feedbackPage.heading).toBeVisible();
});

test('a declined Google sign-in comes back to the login with an error', async ({
  page,
  loginDialog,
  standInSignInPage,
  appHeader,
}) => {
  await loginDialog.goto();
  await loginDialog.googleButton.click();

  await standInSignInPage.signIn(DENYING_EMAIL, 'Dana Decline');

  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(loginDialog.error).toHaveText(
    'Sign-in with that provider did not complete (access_denied). Please try again.',
  );
  await appHeader.expectSignedOut();
});
