/**
 * Screenshots of pages in light and dark themes, for a person to look at.
 * Usage: npm run screenshots -- [base URL] [paths...]   (default: the built site served by `npm run preview`)
 */
import { chromium } from '@playwright/test';
import { mkdir } from 'node:fs/promises';

const [base = 'http://localhost:4321', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/levels/'];
const outDir = 'screenshots';
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const theme of ['light', 'dark'] as const) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme });
  await context.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    await page.screenshot({ path: `${outDir}/${name}-${theme}.png`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}-${theme}.png`);
  }
  await context.close();
}
await browser.close();
