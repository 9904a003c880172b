import { expect, test } from '../fixtures/test';

const FAQ_QUESTIONS = [
  'Do you share or sell my data?',
  'What data does Reclaim collect?',
  'Is my inbox secure?',
  'Is my data safe?',
  'Is Reclaim free?',
];

test('the FAQ keeps one answer open at a time', async ({ landingPage }) => {
  await landingPage.goto();
  await expect(landingPage.faqQuestions).toHaveText(FAQ_QUESTIONS);

  for (const question of [FAQ_QUESTIONS[2]!, FAQ_QUESTIONS[4]!, FAQ_QUESTIONS[0]!]) {
    await landingPage.faqQuestion(question).click();
    await expect(landingPage.openFaqQuestions()).toHaveText([question]);
  }

  await landingPage.faqQuestion(FAQ_QUESTIONS[0]!).click();
  await expect(landingPage.openFaqQuestions()).toHaveCount(0);
});

test("'Get Started FREE' opens the sign-up popup over the landing page", async ({
  page,
  landingPage,
  signUpDialog,
}) => {
  await landingPage.goto();

  await landingPage.getStartedLink.click();
  await expect(page).toHaveURL('/createAccount');
  await expect(signUpDialog.dialog).toBeVisible();
  await expect(signUpDialog.name).toBeVisible();
  await expect(signUpDialog.email).toBeVisible();
  await expect(signUpDialog.password).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/');
  await expect(signUpDialog.dialog).toBeHidden();
});

test('the login popup offers social sign-in, the e-mail form and the way to sign up', async ({
  page,
  landingPage,
  loginDialog,
  signUpDialog,
}) => {
  await landingPage.goto();
  await landingPage.loginLink.click();

  await expect(page).toHaveURL('/login');
  await expect(loginDialog.googleButton).toBeEnabled();
  await expect(loginDialog.microsoftButton).toBeEnabled();
  await expect(loginDialog.divider).toBeVisible();
  await expect(loginDialog.email).toBeVisible();
  await expect(loginDialog.password).toBeVisible();
  await expect(loginDialog.forgotPasswordLink).toBeVisible();
  await expect(loginDialog.loginButton).toBeVisible();

  await loginDialog.signUpLink.click();
  await expect(page).toHaveURL('/createAccount');
  await expect(signUpDialog.dialog).toBeVisible();
});
