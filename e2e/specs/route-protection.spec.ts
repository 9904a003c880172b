import { expect, test } from '../fixtures/test';

const PROTECTED_ROUTES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/newdashboard', heading: 'Dashboard' },
  { path: '/userFeedback', heading: 'Share Your Feedback' },
];

for (const route of PROTECTED_ROUTES) {
  test(`signed out, ${route.path} asks for a login and returns there after it`, async ({
    page,
    registeredUser,
    loginDialog,
  }) => {
    await page.goto(route.path);

    await expect(page).toHaveURL('/login');
    await expect(loginDialog.dialog).toBeVisible();

    await loginDialog.signIn(registeredUser.email, registeredUser.password);
    await expect(page).toHaveURL(route.path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      route.heading,
    );
  });
}

test('the remembered route keeps its query string', async ({
  page,
  registeredUser,
  loginDialog,
}) => {
  await page.goto('/newdashboard?filter=completed');
  await expect(page).toHaveURL('/login');

  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await expect(page).toHaveURL('/newdashboard?filter=completed');
});

test('a signed-in visitor who opens the login popup goes on to the dashboard', async ({
  signedInPage,
  registeredUser,
  dashboardPage,
}) => {
  await signedInPage.goto('/login');

  await dashboardPage.expectShownFor(registeredUser.name);
});
