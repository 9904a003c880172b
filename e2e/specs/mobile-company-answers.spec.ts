import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { submitDemoRequestThroughApi } from '../fixtures/deletion-request-api';
import { expect, test } from '../fixtures/test';
import { MyRequestsPage } from '../page-models/my-requests-page';

test('on a phone, the answer form and the history fit the screen and pass axe', async ({
  signedInPage: page,
  registeredUser,
}) => {
  const userName = registeredUser.email;
  await submitDemoRequestThroughApi(page.request, userName, 'spotify.com');

  const requests = new MyRequestsPage(page);
  const dialog = await requests.openSubmittedRequest('Spotify');
  const answers = requests.answerForm(dialog);
  await answers.getByRole('radio', { name: 'They refused' }).check();
  await answers
    .getByLabel('Why did they refuse?')
    .selectOption({ label: 'They say the law does not apply to me' });
  await answers.getByRole('button', { name: 'Save Answer' }).click();

  await expect(requests.detail(dialog, 'Their Answer')).toHaveText('Refused');
  await expect(dialog.getByRole('region', { name: 'History' })).toContainText(
    'They say the law does not apply to me',
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = await dialog.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
