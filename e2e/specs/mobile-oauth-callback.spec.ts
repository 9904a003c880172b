import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { CallbackScreen } from '../page-models/callback-screen';

test('on a phone, a callback error and its way back fit the screen', async ({ page }) => {
  const screen = new CallbackScreen(page);
  await screen.goto('/gmail-auth?error=access_denied&error_description=The%20person%20declined.');

  await screen.expectError('Google', 'The person declined.');
  await expect(screen.errorHeading).toBeInViewport();
  await expect(screen.backToHomePage).toBeInViewport();
  const pageOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(pageOverflow).toBeLessThanOrEqual(0);
  const violations = await findBlockingViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
});
