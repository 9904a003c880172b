import { expect, type Locator, type Page } from '@playwright/test';
import { layoutBox, viewportWidth } from './layout-box';

/** The page header (spec §2): brand logo, signed-out entries, or the menus of a signed-in user. */
export class AppHeader {
  readonly banner: Locator;
  readonly brandLogo: Locator;
  readonly loginLink: Locator;
  readonly getStartedLink: Locator;
  readonly userMenuButton: Locator;
  readonly userMenu: Locator;
  readonly sideMenuButton: Locator;
  readonly sideMenu: Locator;
  /**
   * The signed-out Login entry, found even while an open popup hides the header from the
   * accessibility tree.
   */
  private readonly signedOutLogin: Locator;

  constructor(page: Page) {
    this.banner = page.getByRole('banner');
    this.brandLogo = this.banner.getByRole('link', { name: /^Reclaim/ });
    this.loginLink = this.banner.getByRole('link', { name: 'Login', exact: true });
    this.getStartedLink = this.banner.getByRole('link', { name: 'Get Started FREE' });
    this.userMenuButton = this.banner.getByRole('button', { name: /^User menu for / });
    this.userMenu = page.getByRole('menu');
    this.sideMenuButton = this.banner.getByRole('button', { name: 'Open menu' });
    this.sideMenu = page.getByRole('dialog', { name: 'Menu' });
    this.signedOutLogin = page
      .getByRole('banner', { includeHidden: true })
      .getByRole('link', { name: 'Login', exact: true, includeHidden: true });
  }

  /** Waits for `overlay` (a toast, say) and fails when any part of it lies over the header. */
  async expectClearOf(overlay: Locator): Promise<void> {
    await expect(overlay).toBeVisible();
    const [header, over] = await Promise.all([layoutBox(this.banner), layoutBox(overlay)]);
    expect(over.top, 'the top of the overlay, below the header').toBeGreaterThanOrEqual(
      header.bottom,
    );
  }

  /** The user menu button of the person called `name`. */
  userMenuButtonFor(name: string): Locator {
    return this.banner.getByRole('button', { name: `User menu for ${name}`, exact: true });
  }

  userMenuItem(name: string): Locator {
    return this.userMenu.getByRole('menuitem', { name, exact: true });
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
    await expect(this.userMenu).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.userMenuItem('Logout').click();
  }

  /** Waits until the header knows nobody is signed in and shows the signed-out entries. */
  async expectSignedOut(): Promise<void> {
    await expect(this.signedOutLogin).toBeVisible();
    await expect(this.userMenuButton).toHaveCount(0);
  }

  /**
   * The space between the screen's edges and the header's content: left of the brand logo and
   * right of the last signed-out entry ('Get Started FREE').
   */
  async signedOutMargins(): Promise<{ left: number; right: number }> {
    const logo = await layoutBox(this.brandLogo);
    const getStarted = await layoutBox(this.getStartedLink);
    return { left: logo.left, right: (await viewportWidth(this.banner)) - getStarted.right };
  }

  async openSideMenu(): Promise<void> {
    await this.sideMenuButton.click();
    await expect(this.sideMenu).toBeVisible();
  }
}
