import { expect, test } from '@playwright/test';

// Debian's Chromium has no colour emoji font: the app ships one (web/build/emojiFont.ts).
test.describe('the self-hosted emoji font', () => {
  test('is not downloaded by pages without emoji', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    for (const path of ['/', '/login', '/subscriptions?companyType=VENDOR', '/search?searchString=oncology']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(fonts).toEqual([]);
  });

  test('draws an emoji in colour, not as a box or a blank', async ({ page }) => {
    await page.goto('/login');
    const colours = await page.evaluate(async () => {
      const family = getComputedStyle(document.body).fontFamily;
      await document.fonts.load(`48px ${family}`, '🧬');
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const context = canvas.getContext('2d');
      if (!context) return 0;
      context.font = `48px ${family}`;
      context.textBaseline = 'top';
      context.fillStyle = '#000';
      context.fillText('🧬', 4, 4);
      const { data } = context.getImageData(0, 0, 64, 64);
      // Pixels that are clearly coloured (not black, white or grey): a monochrome fallback or an
      // empty glyph has none.
      let coloured = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        if (a > 128 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured += 1;
      }
      return coloured;
    });
    expect(colours).toBeGreaterThan(100);
  });
});
