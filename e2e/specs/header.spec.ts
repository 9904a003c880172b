import { expect, test } from '../fixtures/test';

test('signed out, the brand logo leads home', async ({ page, appHeader, landingPage }) => {
  await page.goto('/privacy-policy');

  await appHeader.brandLogo.click();
  await expect(page).toHaveURL('/');
  await expect(landingPage.headline).toBeVisible();
});

test('signed in, the user menu lists its entries and the logo leads to the dashboard', async ({
  signedInPage: page,
  registeredUser,
  appHeader,
  dashboardPage,
}) => {
  await page.goto('/userFeedback');
  await expect(appHeader.userMenuButtonFor(registeredUser.name)).toBeVisible();

  await appHeader.openUserMenu();
  await expect(appHeader.userMenu.getByRole('menuitem')).toHaveText([
    'Account Settings',
    'Feedback',
    'Refer A Friend',
    'Logout',
  ]);
  await page.keyboard.press('Escape');
  await expect(appHeader.userMenu).toBeHidden();

  await appHeader.brandLogo.click();
  await dashboardPage.expectShownFor(registeredUser.name);
});

test('signed in, the side menu opens from the header', async ({
  signedInPage: page,
  appHeader,
}) => {
  await page.goto('/dashboard');

  await appHeader.openSideMenu();
  await appHeader.sideMenu.getByRole('link', { name: 'Feedback' }).click();
  await expect(page).toHaveURL('/userFeedback');
  await expect(appHeader.sideMenu).toBeHidden();
});

test('logging out ends the session for protected routes', async ({
  signedInPage: page,
  appHeader,
  loginDialog,
}) => {
  await page.goto('/dashboard');

  await appHeader.logout();
  await expect(page).toHaveURL('/login');
  await appHeader.expectSignedOut();

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});
