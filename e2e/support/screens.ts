import type { Page } from '@playwright/test';

/**
 * Full-page screenshots for a person to look at, at the viewport's width: only when
 * E2E_SHOTS_DIR names a folder (the suite itself never compares pixels).
 */
export async function screen(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}
