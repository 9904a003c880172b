import { expectFocusCyclesWithin, tabTo } from '../fixtures/keyboard';
import { connectDemoMailboxThroughApi } from '../fixtures/mailbox-api';
import { expect, test } from '../fixtures/test';

test('the landing page’s FAQ opens and closes by keyboard alone', async ({ page, landingPage }) => {
  await landingPage.goto();
  const question = landingPage.faqQuestion('Is my inbox secure?');

  await tabTo(page, question);
  await page.keyboard.press('Enter');
  await expect(landingPage.openFaqQuestions()).toHaveText(['Is my inbox secure?']);
  await page.keyboard.press('Space');
  await expect(landingPage.openFaqQuestions()).toHaveCount(0);
});

test('the login popup opens, takes input and closes by keyboard, giving the focus back', async ({
  page,
  landingPage,
  loginDialog,
}) => {
  await landingPage.goto();
  await tabTo(page, landingPage.loginLink);
  await page.keyboard.press('Enter');
  await expect(loginDialog.dialog).toBeVisible();

  await tabTo(page, loginDialog.email);
  await page.keyboard.type('someone@example.com');
  await expect(loginDialog.email).toHaveValue('someone@example.com');
  await expectFocusCyclesWithin(page, loginDialog.dialog);
  await page.keyboard.press('Escape');
  await expect(loginDialog.dialog).toBeHidden();
  await expect(landingPage.loginLink).toBeFocused();
});

test('the dashboard’s table: a row is selected and its details opened and closed by keyboard', async ({
  signedInPage: page,
  registeredUser,
  dashboardPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await page.goto('/dashboard');
  const row = dashboardPage.rows.first();
  await expect(row).toBeVisible();
  const checkbox = row.getByRole('checkbox');
  const details = row.getByRole('button', { name: /, view details$/ });
  const name = (await details.getAttribute('aria-label'))!.replace(/, view details$/, '');

  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
  await page.keyboard.press('Space');
  await expect(checkbox).not.toBeChecked();

  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name, exact: true });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});

test('My Data’s carousel moves and opens a company by keyboard', async ({
  signedInPage: page,
  registeredUser,
  myDataPage,
}) => {
  await connectDemoMailboxThroughApi(page.request, registeredUser.email);
  await myDataPage.open();
  const carousel = page.getByRole('main').locator('[aria-roledescription="carousel"]').first();
  await expect(carousel).toBeVisible();
  const next = carousel.getByRole('button', { name: 'Next', exact: true });
  const firstSlide = carousel.locator('[aria-roledescription="slide"]').first();
  const firstBox = await firstSlide.boundingBox();

  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await firstSlide.boundingBox())?.x).not.toBe(firstBox?.x);

  const view = carousel.getByRole('button', { name: 'View Details', exact: true }).first();
  await tabTo(page, view);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
