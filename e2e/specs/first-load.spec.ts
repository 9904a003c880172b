import { expect, test } from '../fixtures/test';

declare global {
  interface Window {
    /** What the main landmark showed after each change of the document, in order. */
    mainStates?: string[];
  }
}

// A signed-in first load of the dashboard (decision 41): its HTML holds the page's heading, and
// the first render waits for the session asked for with the HTML, so from the first paint on the
// heading stays where it is, with no "Loading your account" spinner drawn in its place.
test('a signed-in first load of the dashboard keeps its heading from the first paint on', async ({
  signedInPage: page,
  dashboardPage,
}) => {
  await page.addInitScript(() => {
    const states: string[] = [];
    window.mainStates = states;
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent ?? '(none)';
      const status = document.querySelector('main [role="status"]')?.textContent ?? '(none)';
      const state = `${heading} / ${status}`;
      if (states.at(-1) !== state) states.push(state);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });

  await page.goto('/dashboard');
  await expect(dashboardPage.heading).toHaveText('Dashboard');
  await expect(page.getByRole('main').getByRole('status')).toBeHidden();

  const states = await page.evaluate(() => window.mainStates ?? []);
  const first = states.findIndex((state) => state.startsWith('Dashboard / '));
  expect(first, states.join('\n')).toBeGreaterThanOrEqual(0);
  expect(states.slice(first).filter((state) => !state.startsWith('Dashboard / '))).toEqual([]);
  expect(states.filter((state) => state.includes('Loading your account'))).toEqual([]);
});
