import { expect, test } from '../fixtures/test';

test('signed out on a phone, the header offers Login and Get Started FREE', async ({
  page,
  appHeader,
  loginDialog,
  signUpDialog,
}) => {
  await page.goto('/privacy-policy');
  await expect(appHeader.loginLink).toBeVisible();
  await expect(appHeader.getStartedLink).toBeVisible();
  await expect(appHeader.userMenuButton).toBeHidden();

  await appHeader.getStartedLink.click();
  await expect(page).toHaveURL('/createAccount');
  await expect(signUpDialog.dialog).toBeVisible();

  await page.goto('/privacy-policy');
  await appHeader.loginLink.click();
  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});

test('signed in on a phone, the header keeps the menus and drops the signed-out entries', async ({
  signedInPage: page,
  registeredUser,
  appHeader,
}) => {
  await page.goto('/dashboard');
  await expect(appHeader.userMenuButtonFor(registeredUser.name)).toBeVisible();
  await expect(appHeader.loginLink).toBeHidden();
  await expect(appHeader.getStartedLink).toBeHidden();

  await appHeader.openSideMenu();
  await expect(appHeader.sideMenu.getByRole('link')).toHaveText([
    'Dashboard',
    'My Data',
    'My Deletion Requests',
    'Account Settings',
    'Feedback',
    'Refer A Friend',
  ]);
});
