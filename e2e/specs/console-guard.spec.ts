import { ConsoleGuard } from '../fixtures/console-guard';
import { APP_URL } from '../fixtures/environment';
import { expect, test } from '../fixtures/test';

test('the console guard reports warnings, errors, uncaught exceptions and failed requests', async ({
  browser,
}) => {
  // A context of its own, so what this test provokes on purpose cannot fail the test itself.
  const context = await browser.newContext({ baseURL: APP_URL });
  const guard = new ConsoleGuard(context);
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  expect(guard.unexpectedProblems()).toEqual([]);

  await page.evaluate(async () => {
    console.warn('a warning');
    console.error('an error');
    setTimeout(() => {
      throw new Error('an uncaught exception');
    });
    await fetch('/api/no-such-call');
  });

  await expect.poll(() => guard.unexpectedProblems()).toHaveLength(4);
  expect(guard.unexpectedProblems()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^warning: a warning/),
      expect.stringMatching(/^error: an error/),
      expect.stringMatching(/^uncaught: Error: an uncaught exception/),
      expect.stringMatching(/^error: Failed to load resource: .* 404 .*\/api\/no-such-call\)$/),
    ]),
  );
  guard.expectFailedResponse(404, '/api/no-such-call', 'provoked by this test');
  expect(guard.unexpectedProblems()).toHaveLength(3);
  await context.close();
});
