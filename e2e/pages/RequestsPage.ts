import { expect, type Locator, type Page } from '@playwright/test';

/** The requests screens: the list (/requests), the posting form and a request's page. */
export class RequestsPage {
  constructor(private readonly page: Page) {}

  async gotoList(scope?: 'my' | 'colleagues'): Promise<void> {
    await this.page.goto(scope ? `/requests?scope=${scope}` : '/requests');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  }

  list(): Locator {
    return this.page.getByRole('list', { name: 'Requests' });
  }

  card(title: string): Locator {
    return this.list().getByRole('article').filter({ hasText: title });
  }

  scopeButton(name: 'All requests' | 'My requests' | "Colleagues' requests"): Locator {
    return this.page.getByRole('group', { name: 'Which requests' }).getByRole('button', { name });
  }

  async gotoNew(): Promise<void> {
    await this.page.goto('/requests/new');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Post a request' })).toBeVisible();
  }

  async chooseKind(label: 'Clinical trial site' | 'Clinical trial service' | 'Innovation'): Promise<void> {
    await this.page.getByText(label, { exact: true }).click();
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /**
   * Picks a value in one of the form's reference multi-selects by typing its name, until its tag
   * shows (a click on the list while it is still filtering what was typed once chose nothing).
   */
  async pick(label: string, value: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label, exact: true });
    const chosen = this.page.getByRole('button', { name: `Remove ${value}`, exact: true });
    await box.fill(value);
    await expect(async () => {
      if (!(await chosen.isVisible())) await this.page.getByRole('option', { name: value, exact: true }).click();
      await expect(chosen).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await this.page.keyboard.press('Escape');
  }

  async checkPhase(label: string): Promise<void> {
    await this.page.getByRole('group', { name: 'Phases' }).getByText(label, { exact: true }).click();
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
