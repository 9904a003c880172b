import type { Page } from '@playwright/test';
import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import type { ConsoleGuard } from '../fixtures/console-guard';
import { expect, test } from '../fixtures/test';
import { CallbackScreen } from '../page-models/callback-screen';

/** Every callback route of spec §2, with the provider its error names. */
const CALLBACK_ROUTES = [
  { path: '/gmail-auth', provider: 'Google', canFinish: true },
  { path: '/microsoft-auth', provider: 'Microsoft', canFinish: true },
  { path: '/oidc_callback', provider: 'Microsoft', canFinish: true },
  { path: '/connected?provider=gmail', provider: 'Google', canFinish: true },
  { path: '/yahoo-auth', provider: 'Yahoo', canFinish: false },
  { path: '/cognito_callback', provider: 'Cognito', canFinish: false },
  { path: '/connected', provider: 'email', canFinish: false },
];

/** The bound: a callback screen that shows the wait message ends within this long. */
const END_WITHIN_MS = 10_000;

const BAD_CODE = 'code=made-up&state=made-up';

function withQuery(path: string, query: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** Counts the calls that would use up a code (`_pfmDataRequest`), from now on. */
function countCodeExchanges(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/_pfmDataRequest')) count += 1;
  });
  return () => count;
}

/** The made-up state is refused with a 400 on purpose; Chromium logs that response. */
function expectRefusedState(consoleGuard: ConsoleGuard): void {
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'a made-up state is refused');
}

for (const route of CALLBACK_ROUTES) {
  test(`signed in, ${route.path} without a code ends in the error and leads back to Account Settings`, async ({
    signedInPage: page,
  }) => {
    const screen = new CallbackScreen(page);
    await screen.goto(route.path);

    await screen.expectError(route.provider);
    await expect(screen.waitMessage).toHaveCount(0);
    await expect(screen.backToAccountSettings).toHaveAttribute('href', '/account');
    await expect(screen.backToHomePage).toHaveCount(0);
  });

  test(`signed in, ${route.path} with a made-up code ends in the error`, async ({
    signedInPage: page,
    consoleGuard,
  }) => {
    const screen = new CallbackScreen(page);
    if (route.canFinish) expectRefusedState(consoleGuard);
    await screen.goto(withQuery(route.path, BAD_CODE));

    await screen.expectError(route.provider);
    if (route.canFinish) {
      // A state Reclaim never issued is refused by the server (spec §7 wording).
      await expect(screen.error).toContainText('InvalidState, Please try again.');
    }
    await expect(screen.waitMessage).toHaveCount(0);
    await expect(screen.backToAccountSettings).toBeVisible();
  });

  test(`signed out, ${route.path} shows the screen, not a redirect, and never uses the code`, async ({
    page,
  }) => {
    const screen = new CallbackScreen(page);
    const exchanges = countCodeExchanges(page);

    await screen.goto(route.path);
    await screen.expectError(route.provider);
    await expect(page).toHaveURL(route.path);
    await expect(screen.backToHomePage).toHaveAttribute('href', '/');
    await expect(screen.backToAccountSettings).toHaveCount(0);

    await screen.goto(withQuery(route.path, BAD_CODE));
    if (route.canFinish) await expect(screen.logInHeading).toBeVisible();
    else await screen.expectError(route.provider);
    await expect(screen.waitMessage).toHaveCount(0);
    expect(exchanges()).toBe(0);
  });
}

test('signed out with a code, Login comes back to the same callback and only then sends the code', async ({
  page,
  registeredUser,
  loginDialog,
  consoleGuard,
}) => {
  expectRefusedState(consoleGuard);
  const screen = new CallbackScreen(page);
  const exchanges = countCodeExchanges(page);
  const url = `/gmail-auth?${BAD_CODE}`;
  await screen.goto(url);
  await expect(screen.logInHeading).toHaveText(
    'Please log in to finish connecting your Google account.',
  );

  await screen.logInLink.click();
  await expect(loginDialog.dialog).toBeVisible();
  expect(exchanges()).toBe(0);
  await loginDialog.signIn(registeredUser.email, registeredUser.password);

  await expect(page).toHaveURL(url);
  // Sent once signed in: the made-up state is refused, which proves the code reached the server.
  await screen.expectError('Google', 'InvalidState, Please try again.');
  expect(exchanges()).toBe(1);
  await screen.backToAccountSettings.click();
  await expect(page).toHaveURL('/account');
});

test("the provider's error and its description show to a signed-out visitor too", async ({
  page,
}) => {
  const screen = new CallbackScreen(page);
  await screen.goto(
    '/microsoft-auth?error=access_denied&error_description=The%20person%20declined.',
  );

  await screen.expectError('Microsoft', 'The person declined.');
  await screen.backToHomePage.click();
  await expect(page).toHaveURL('/');
});

test('a server that never answers the code ends the wait within 10 s', async ({
  signedInPage: page,
  consoleGuard,
}) => {
  const screen = new CallbackScreen(page);
  // Let go at the end, the held call reaches the server, which refuses the made-up code.
  consoleGuard.expectFailedResponse(400, '/_pfmDataRequest', 'a made-up code is refused');
  // The call is held until the test ends: the screen has to give up on its own.
  await page.route('**/_pfmDataRequest', () => undefined);

  await screen.goto(`/oidc_callback?${BAD_CODE}`);
  await expect(screen.waitMessage).toBeVisible();
  const waitShown = Date.now();
  await screen.expectError('Microsoft', 'This is taking too long. Please try again.');
  const elapsed = Date.now() - waitShown;

  expect(elapsed).toBeLessThan(END_WITHIN_MS);
  await expect(screen.waitMessage).toHaveCount(0);
  await expect(screen.backToAccountSettings).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a server that cannot be reached while sending the code ends in the error', async ({
  signedInPage: page,
  consoleGuard,
}) => {
  const screen = new CallbackScreen(page);
  // What a proxy answers when the server is down; a dropped connection is the same to the screen.
  consoleGuard.expectFailedResponse(
    502,
    '/_pfmDataRequest',
    'the server is unreachable on purpose',
  );
  await page.route('**/_pfmDataRequest', (route) => route.fulfill({ status: 502, body: '' }));

  await screen.goto(`/gmail-auth?${BAD_CODE}`);

  await screen.expectError('Google', 'The mailbox could not be connected, Please try again.');
  await expect(screen.backToAccountSettings).toBeVisible();
});

test('the ended callback screens have no serious or critical WCAG 2.1 AA violation', async ({
  page,
  registeredUser,
  loginDialog,
  consoleGuard,
}) => {
  expectRefusedState(consoleGuard);
  const screen = new CallbackScreen(page);
  await screen.goto('/yahoo-auth');
  await screen.expectError('Yahoo');
  let violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await screen.goto(`/microsoft-auth?${BAD_CODE}`);
  await expect(screen.logInHeading).toBeVisible();
  violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);

  await screen.logInLink.click();
  await loginDialog.signIn(registeredUser.email, registeredUser.password);
  await screen.expectError('Microsoft', 'InvalidState, Please try again.');
  violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
