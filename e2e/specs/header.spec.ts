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

test('signed in, the header is drawn once on a first load and the session asked for once, so a menu opened early stays open', async ({
  signedInPage: page,
  appHeader,
  dashboardPage,
  registeredUser,
}) => {
  // The session answers at once; the dashboard's code arrives 1.5 s after it. A header drawn
  // while the code was on its way, and drawn again once it came, would show its menu button
  // twice, as two elements. The entry asks for the session, and the identity client takes that
  // answer instead of asking again, however long the code takes.
  const sessionAnswered = page.waitForResponse('**/api/auth/get-session');
  const sessionCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/get-session')
      sessionCalls.push(request.url());
  });
  await page.route(/\/assets\/dashboard-route-[\w-]+\.js$/, async (route) => {
    await sessionAnswered;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const buttons = new Set<Element>();
    new MutationObserver(() => {
      const button = document.querySelector('button[aria-label="Open menu"]');
      if (button) buttons.add(button);
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { menuButtonsDrawn: () => buttons.size });
  });

  await page.goto('/dashboard');
  await dashboardPage.expectShownFor(registeredUser.name);
  await appHeader.openSideMenu();

  const drawn = await page.evaluate(() =>
    (window as unknown as { menuButtonsDrawn: () => number }).menuButtonsDrawn(),
  );
  expect(drawn).toBe(1);
  expect(sessionCalls).toHaveLength(1);
});
