import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';

const POPUP_ROUTES: Record<string, string> = {
  '/login': 'Login',
  '/cognito_signout': 'Login',
  '/createAccount': 'Create your account',
  '/email': 'Create your account',
};

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/cognito_signout',
  '/createAccount',
  '/email',
  '/confirm-signup',
  '/forgot-password',
  '/privacy-policy',
  '/terms-of-service',
  '/bugbounty',
  '/getting-started',
  '/thankyou',
  '/feedback',
  '/account-deleted',
  '/referAFriend',
];

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/account',
  '/userFeedback',
  '/connectEmail?email=someone@gmail.com',
  '/my-data',
  '/alldomains',
];

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no serious or critical WCAG 2.1 AA violation`, async ({ page, appHeader }) => {
    await page.goto(route);
    // Scan only once the page has settled: the session is known and the screen is drawn.
    await appHeader.expectSignedOut();
    const popup = POPUP_ROUTES[route];
    if (popup) await expect(page.getByRole('dialog', { name: popup })).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const violations = await findBlockingViolations(page);

    expect(violations, `axe on ${route}:\n${describeViolations(violations)}`).toEqual([]);
  });
}

for (const route of SIGNED_IN_ROUTES) {
  test(`${route}, signed in, has no serious or critical WCAG 2.1 AA violation`, async ({
    signedInPage: page,
    appHeader,
  }) => {
    await page.goto(route);
    await expect(appHeader.userMenuButton).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const violations = await findBlockingViolations(page);

    expect(violations, `axe on ${route}:\n${describeViolations(violations)}`).toEqual([]);
  });
}
