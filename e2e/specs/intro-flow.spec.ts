import { expect, test } from '../fixtures/test';

const SLIDES = [
  { title: 'Congratulations!', action: 'What Now?' },
  { title: 'What Happens Now?', action: 'Next' },
  { title: 'How small can you make your digital footprint?', action: 'Next' },
  { title: 'What is a Data Subject Request?', action: 'Next' },
  { title: 'Ready to Begin?', action: 'Get Started Now!' },
];

test('entering the intro remembers that it was seen', async ({ page, introFlowPage }) => {
  await page.goto('/');
  expect(await introFlowPage.hasSeenIntroFlow()).toBeNull();

  await introFlowPage.goto();

  await expect.poll(() => introFlowPage.hasSeenIntroFlow()).toBe('true');
});

test('the five slides lead a signed-out visitor to the login', async ({
  page,
  introFlowPage,
  loginDialog,
}) => {
  await introFlowPage.goto();
  // No mailbox of theirs is connected: the first slide does not say so.
  await expect(introFlowPage.text).toHaveText(
    'Once you connect a mailbox, Reclaim looks for the companies that hold your personal data.',
  );

  for (const [index, slide] of SLIDES.entries()) {
    await expect(introFlowPage.title).toHaveText(slide.title);
    await expect(introFlowPage.currentStep).toHaveText(`Step ${index + 1} of ${SLIDES.length}`);
    await introFlowPage.action(slide.action).click();
  }

  await expect(page).toHaveURL('/login');
  await expect(loginDialog.dialog).toBeVisible();
});

test('the last slide takes a signed-in user to the dashboard', async ({
  signedInPage: page,
  registeredUser,
  introFlowPage,
  dashboardPage,
}) => {
  await introFlowPage.goto();
  await expect(introFlowPage.text).toHaveText(/^Your mailbox is connected\./);
  for (const slide of SLIDES.slice(0, -1)) {
    await expect(introFlowPage.title).toHaveText(slide.title);
    await introFlowPage.action(slide.action).click();
  }
  await expect(introFlowPage.title).toHaveText('Ready to Begin?');

  await introFlowPage.action('Get Started Now!').click();
  await dashboardPage.expectShownFor(registeredUser.name);
  await expect(page).toHaveURL('/dashboard');
});

test("the browser's Back and Forward move between slides, and a reload stays on the slide", async ({
  page,
  landingPage,
  introFlowPage,
}) => {
  await landingPage.goto();
  await introFlowPage.goto();
  await introFlowPage.action(SLIDES[0]!.action).click();
  await introFlowPage.expectSlide(2);
  await introFlowPage.action(SLIDES[1]!.action).click();
  await introFlowPage.expectSlide(3);

  await page.goBack();
  await introFlowPage.expectSlide(2);
  await expect(introFlowPage.title).toHaveText(SLIDES[1]!.title);
  await page.goForward();
  await introFlowPage.expectSlide(3);
  await page.reload();
  await introFlowPage.expectSlide(3);
  await expect(introFlowPage.title).toHaveText(SLIDES[2]!.title);

  await page.goBack();
  await page.goBack();
  await introFlowPage.expectSlide(1);
  await page.goBack();
  await expect(page).toHaveURL('/');
});
