import { expect, type Locator, type Page } from '@playwright/test';
import { layoutBox, viewportWidth } from './layout-box';

/** Account Settings (spec §2, /account): the Profile, Security, Your Data and Delete Account tabs. */
export class AccountPage {
  readonly heading: Locator;
  readonly tabList: Locator;
  readonly tabs: Locator;
  readonly profileTab: Locator;
  readonly name: Locator;
  readonly saveName: Locator;
  readonly securityTab: Locator;
  readonly signOutEverywhere: Locator;
  readonly signOutEverywhereDialog: Locator;
  readonly deleteTab: Locator;
  readonly yourDataTab: Locator;
  readonly downloadMyData: Locator;
  readonly oldPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly saveChanges: Locator;
  readonly deleteMyAccount: Locator;
  readonly confirmDialog: Locator;
  readonly permanentlyDelete: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Account Settings' });
    this.tabList = page.getByRole('tablist', { name: 'Account settings sections' });
    this.tabs = this.tabList.getByRole('tab');
    this.profileTab = page.getByRole('tab', { name: 'Profile' });
    this.name = page.getByLabel('Name', { exact: true });
    this.saveName = page.getByRole('button', { name: 'Save Name' });
    this.securityTab = page.getByRole('tab', { name: 'Security' });
    this.signOutEverywhere = page.getByRole('button', { name: 'Sign Out Everywhere' });
    this.signOutEverywhereDialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    this.deleteTab = page.getByRole('tab', { name: 'Delete Account' });
    this.yourDataTab = page.getByRole('tab', { name: 'Your Data' });
    this.downloadMyData = page.getByRole('button', { name: 'Download My Data' });
    this.oldPassword = page.getByLabel('Old Password', { exact: true });
    this.newPassword = page.getByLabel('New Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm Password', { exact: true });
    this.saveChanges = page.getByRole('button', { name: 'Save Changes' });
    this.deleteMyAccount = page.getByRole('button', { name: 'Delete My Account' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    this.permanentlyDelete = this.confirmDialog.getByRole('button', {
      name: 'Permanently delete account',
    });
  }

  async open(): Promise<void> {
    await this.page.goto('/account');
    await expect(this.heading).toBeVisible();
  }

  /**
   * The labels of the tabs that are not whole on screen: reaching past the viewport's edges, or
   * with their text cut inside the tab.
   */
  async cutTabs(): Promise<string[]> {
    const list = await layoutBox(this.tabList);
    const left = Math.max(0, list.left);
    const right = Math.min(await viewportWidth(this.tabList), list.right);
    const cut: string[] = [];
    for (const tab of await this.tabs.all()) {
      const box = await layoutBox(tab);
      const isTextCut = await tab.evaluate((element) => element.scrollWidth > element.clientWidth);
      if (box.left < left || box.right > right || isTextCut) cut.push(await tab.innerText());
    }
    return cut;
  }

  async changePassword(oldPassword: string, newPassword: string, confirm = newPassword) {
    await this.securityTab.click();
    await this.oldPassword.fill(oldPassword);
    await this.newPassword.fill(newPassword);
    await this.confirmPassword.fill(confirm);
    await this.saveChanges.click();
  }

  /** Says where the person lives on the Profile tab: a country and, where asked, a state. */
  async savePlace(country: string, state?: string): Promise<void> {
    await this.profileTab.click();
    await this.page.getByLabel('Country', { exact: true }).selectOption({ label: country });
    if (state) await this.page.getByLabel('State', { exact: true }).selectOption({ label: state });
    await this.page.getByRole('button', { name: 'Save Place' }).click();
    await expect(this.page.getByText('Saved where you live.', { exact: true })).toBeVisible();
  }

  async changeName(name: string): Promise<void> {
    await this.profileTab.click();
    await this.name.fill(name);
    await this.saveName.click();
  }

  /** Ends every session of the account, confirming in the dialog. */
  async endEverySession(): Promise<void> {
    await this.securityTab.click();
    await this.signOutEverywhere.click();
    await expect(this.signOutEverywhereDialog).toBeVisible();
    await this.signOutEverywhereDialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  }

  /** Downloads the data file from the Your Data tab: its name and its parsed content. */
  async downloadData(): Promise<{ fileName: string; content: unknown }> {
    await this.yourDataTab.click();
    const download = this.page.waitForEvent('download');
    await this.downloadMyData.click();
    const file = await download;
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    return {
      fileName: file.suggestedFilename(),
      content: JSON.parse(await readFile(path, 'utf8')) as unknown,
    };
  }

  async startDeletion(): Promise<void> {
    await this.deleteTab.click();
    await this.deleteMyAccount.click();
    await expect(this.confirmDialog).toBeVisible();
  }
}
