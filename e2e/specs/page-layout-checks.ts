import { describeViolations, findBlockingViolations } from '../fixtures/accessibility';
import { expect, test } from '../fixtures/test';
import { NEW_TEST_PASSWORD } from '../fixtures/test-user';
import { textLineBoxes } from '../page-models/layout-box';

/**
 * Layout checks that hold at every width: `page-layout.spec.ts` runs them at 1280 px and
 * `mobile-page-layout.spec.ts` at 390 px.
 */
export function definePageLayoutTests(): void {
  test('the signed-out header keeps the same margin on both sides', async ({ page, appHeader }) => {
    await page.goto('/privacy-policy');
    await appHeader.expectSignedOut();

    const { left, right } = await appHeader.signedOutMargins();

    expect(left).toBeGreaterThanOrEqual(16);
    expect(Math.abs(right - left), `left ${left} px, right ${right} px`).toBeLessThanOrEqual(1);
  });

  test('the password checklist wraps its special-character line beside its icon', async ({
    signUpDialog,
  }) => {
    await signUpDialog.goto();
    await signUpDialog.password.fill('abc');
    const line = signUpDialog.checklistItem('special character');

    const [icon] = await textLineBoxes(line, '○');
    const [firstLine] = await textLineBoxes(line, 'At least 1 special character');
    const characters = await textLineBoxes(line, '(! , % & @ # $ ^ * ? _ ~)');

    // The characters stay together, the icon sits on the first line, and a wrapped line starts
    // where the text does (a hanging indent), never under the icon.
    expect(characters).toHaveLength(1);
    expect(Math.abs(icon!.top - firstLine!.top)).toBeLessThanOrEqual(2);
    expect(characters[0]!.left).toBeGreaterThan(icon!.right);
    expect(characters[0]!.left).toBeGreaterThanOrEqual(firstLine!.left - 1);
  });

  test('every Account Settings tab is whole and in view, axe clean', async ({
    signedInPage: page,
    accountPage,
  }) => {
    await accountPage.open();

    await expect(accountPage.tabs).toHaveText([
      'Email Connections',
      'Profile',
      'Security',
      'Your Data',
      'Delete Account',
    ]);
    expect(await accountPage.cutTabs()).toEqual([]);
    await accountPage.deleteTab.click();
    await expect(accountPage.deleteMyAccount).toBeVisible();
    expect(await accountPage.cutTabs()).toEqual([]);
    const violations = await findBlockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('the goodbye screen has its own title and no stray focus ring, axe clean', async ({
    page,
    accountDeletedPage,
  }) => {
    await accountDeletedPage.goto();

    await expect(page).toHaveTitle('Account deleted · Reclaim');
    await expect(page.getByRole('heading', { name: 'Account Settings' })).toHaveCount(0);
    await expect(accountDeletedPage.message).toBeVisible();
    expect(await accountDeletedPage.focusRings()).toEqual([]);
    const violations = await findBlockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  test('the 404 page is centred under the header, axe clean', async ({
    page,
    appHeader,
    notFoundPage,
  }) => {
    await notFoundPage.goto('/no-such-page');
    await appHeader.expectSignedOut();

    await expect(page).toHaveTitle('Page not found · Reclaim');
    for (const offset of await notFoundPage.offsetsFromCentre()) {
      expect(Math.abs(offset)).toBeLessThanOrEqual(1);
    }
    const violations = await findBlockingViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await notFoundPage.homeLink.click();
    await expect(page).toHaveURL('/');
  });

  test('a toast to a signed-out visitor leaves Login and Get Started FREE uncovered', async ({
    registeredUser,
    outbox,
    forgotPasswordPage,
    appHeader,
  }) => {
    await forgotPasswordPage.goto();
    await forgotPasswordPage.requestCode(registeredUser.email);
    const code = await outbox.waitForCode(registeredUser.email, 'passwordReset');
    await forgotPasswordPage.changePassword(NEW_TEST_PASSWORD, code);

    await appHeader.expectSignedOut();
    await appHeader.expectClearOf(forgotPasswordPage.toast('Password has been reset.'));
  });

  test("a toast to a signed-in person leaves the header's menus uncovered", async ({
    signedInPage: page,
    registeredUser,
    accountPage,
    appHeader,
  }) => {
    await accountPage.open();
    await accountPage.changeName(`${registeredUser.name} Jr`);

    await expect(appHeader.userMenuButton).toBeVisible();
    await appHeader.expectClearOf(page.getByRole('alert').filter({ hasText: 'Name saved' }));
  });
}
