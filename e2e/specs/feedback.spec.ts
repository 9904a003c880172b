import { expect, test } from '../fixtures/test';

test('a visitor sends feedback and is thanked', async ({ feedbackPage }) => {
  await feedbackPage.goto();
  await feedbackPage.rating(4).check();
  await feedbackPage.message.fill('The FAQ answered everything I wanted to know.');
  await feedbackPage.email.fill('visitor@example.com');
  await feedbackPage.sendButton.click();

  await expect(feedbackPage.thankYou).toBeVisible();
  await expect(feedbackPage.thankYou).toBeFocused();
  await expect(feedbackPage.message).toBeHidden();

  await feedbackPage.sendMoreButton.click();
  await expect(feedbackPage.message).toHaveValue('');
  await expect(feedbackPage.rating(4)).not.toBeChecked();
});

test('feedback without a message is not sent', async ({ feedbackPage }) => {
  await feedbackPage.goto();
  await feedbackPage.rating(5).check();
  await feedbackPage.sendButton.click();

  await expect(feedbackPage.message).toHaveAccessibleDescription(/Please tell us what you think/);
  await expect(feedbackPage.message).toBeFocused();
  await expect(feedbackPage.thankYou).toBeHidden();
});

test('a signed-in user sends feedback from inside the app', async ({
  signedInPage,
  feedbackPage,
}) => {
  await feedbackPage.goto('/userFeedback');
  await feedbackPage.message.fill('Please add a dark theme.');
  await feedbackPage.sendButton.click();

  await expect(feedbackPage.thankYou).toBeVisible();
  await expect(signedInPage).toHaveURL('/userFeedback');
});
