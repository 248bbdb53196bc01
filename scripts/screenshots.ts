/**
 * Screenshots of pages in light and dark themes, at a desktop and a phone width, for a person to look at;
 * and the home page's picture of a real playground run.
 *
 * Usage: npx node scripts/screenshots.ts [base URL] [paths...]      (default: http://localhost:4321, / and /levels/)
 *        npx node scripts/screenshots.ts [base URL] --run-picture   (refreshes src/assets/home/run-{light,dark}.png)
 *        npx node scripts/screenshots.ts [base URL] --readme-picture (refreshes docs/screenshot-*.png, the README's)
 * SIZES=1366x900,390x844 picks the viewports, FULL=1 takes whole pages. Each shot says whether the page is wider
 * than its viewport (it must never be).
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdir } from 'node:fs/promises';

const args = process.argv.slice(2);
const runPicture = args.includes('--run-picture');
const readmePicture = args.includes('--readme-picture');
const [base = 'http://localhost:4321', ...paths] = args.filter((arg) => !arg.startsWith('--'));
const pages = paths.length > 0 ? paths : ['/', '/levels/'];
const sizes = (process.env.SIZES ?? '1366x900,390x844').split(',').map((size) => size.split('x').map(Number));
const themes = ['light', 'dark'] as const;
const outDir = 'screenshots';

/** The run the home page shows: the playground's default entry, both clients side by side. */
const pictureRun = '/playground/?entry=clockford.http.rate-limited&policy=both';
const pictureDir = 'src/assets/home';

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

/** Pages of the site, in each theme and size. */
async function shoot(browser: Browser): Promise<void> {
  await mkdir(outDir, { recursive: true });
  for (const theme of themes)
    for (const [width = 1366, height = 900] of sizes) {
      const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
      await context.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
        const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
        const file = `${outDir}/${name}-${width}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        console.log(`${file}${overflow > 0 ? `  OVERFLOWS by ${overflow} px` : ''}`);
      }
      await context.close();
    }
}

/** The scorecard and both timelines of a finished run, in each theme: the picture beside the home page's hero. */
async function picture(browser: Browser): Promise<void> {
  await mkdir(pictureDir, { recursive: true });
  for (const theme of themes) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 900 }, colorScheme: theme });
    await context.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
    const page = await context.newPage();
    await page.goto(new URL(pictureRun, base).href, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Trigger' }).click();
    await page.locator('.pg-pane[data-state="done"]').nth(1).waitFor({ timeout: 60_000 });
    const clip = await page.evaluate(() => {
      const boxes = ['.pg-summary', '.pg-panes'].map((selector) =>
        document.querySelector(selector)!.getBoundingClientRect(),
      );
      const top = Math.min(...boxes.map((box) => box.top)) + window.scrollY - 12;
      const bottom = Math.max(...boxes.map((box) => box.bottom)) + window.scrollY + 12;
      const left = Math.min(...boxes.map((box) => box.left)) - 12;
      const right = Math.max(...boxes.map((box) => box.right)) + 12;
      return { x: left, y: top, width: right - left, height: bottom - top };
    });
    const file = `${pictureDir}/run-${theme}.png`;
    await page.screenshot({ path: file, clip, fullPage: true });
    console.log(file);
    await context.close();
  }
}

/** The README's two pictures, light, at a laptop's width: an errors page with a row linked, and a finished run. */
async function readme(browser: Browser): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  await context.addInitScript(() => localStorage.setItem('starlight-theme', 'light'));
  const page = await context.newPage();
  await page.goto(new URL('/servers/clockford/errors/#clockford.http.rate-limited', base).href, {
    waitUntil: 'networkidle',
  });
  await page.screenshot({ path: 'docs/screenshot-errors.png' });
  await page.goto(new URL(pictureRun, base).href, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Trigger' }).click();
  await page.locator('.pg-pane[data-state="done"]').nth(1).waitFor({ timeout: 60_000 });
  await page.locator('.pg-summary').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -90));
  await page.screenshot({ path: 'docs/screenshot-playground.png' });
  console.log('docs/screenshot-errors.png\ndocs/screenshot-playground.png');
  await context.close();
}

try {
  await (runPicture ? picture(browser) : readmePicture ? readme(browser) : shoot(browser));
} finally {
  await browser.close();
}
