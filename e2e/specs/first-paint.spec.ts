import { expect, test } from '../fixtures/test';

// What a first visit shows before any of the app's JavaScript has run (decisions 38, 39 and 41): the
// HTML alone, as a slow phone paints it while the code is still on its way.
test.use({ javaScriptEnabled: false });

test('the landing page shows its headline and its header before any JavaScript runs', async ({
  page,
  appHeader,
  landingPage,
}) => {
  await page.goto('/');
  await expect(landingPage.headline).toBeVisible();
  await expect(appHeader.brandLogo).toBeVisible();
});

test('any other page shows the header and a spinner, not a blank page, before any JavaScript runs', async ({
  page,
  appHeader,
}) => {
  for (const path of ['/dashboard', '/privacy-policy', '/no-such-page']) {
    await page.goto(path);
    await expect(appHeader.brandLogo, path).toBeVisible();
    await expect(page.getByRole('main').getByRole('status'), path).toBeVisible();
    await expect(appHeader.loginLink, path).toBeHidden();
  }
});

test('the dashboard shows its heading before any JavaScript runs', async ({
  page,
  dashboardPage,
}) => {
  for (const path of ['/dashboard', '/newdashboard']) {
    await page.goto(path);
    await expect(dashboardPage.heading, path).toHaveText('Dashboard');
    await expect(page.getByRole('main').getByRole('status'), path).toHaveText(
      'Loading your dashboard',
    );
  }
});
