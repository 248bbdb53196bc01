import { expect, test, type Locator, type Page } from '@playwright/test';
import { entries } from '../../src/catalog/index.ts';
import { entryPath } from '../../src/components/routes.ts';
import { handlerWire } from '../../src/components/entry/msw-snippet.ts';
import { roomsSizes } from '../../src/mock/servers/rooms/budgets.ts';

const restEntry = entries.find((entry) => handlerWire(entry).surface === 'rest');

test.describe('an entry page’s MSW paragraph', () => {
  for (const entry of [entries.find((one) => handlerWire(one).surface === 'mcp')!, restEntry!]) {
    test(`reads as a sentence (${handlerWire(entry).surface}: ${entry.id})`, async ({ page }) => {
      await page.goto(entryPath(entry.id));
      const text = await page.locator('.copy-as h3#copy-msw + p').innerText();
      const where = handlerWire(entry).surface === 'rest' ? 'tool call on the REST route the way' : 'tool call the way';
      expect(text).toContain(`it answers your client’s ${where} the server does`);
    });
  }
});

/** Call a tool yourself, its tools listed (focusing the arguments starts the mock servers). */
async function manualCall(page: Page, entry: string): Promise<Locator> {
  await page.goto(`/playground/?entry=${entry}`);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  const manual = page.getByRole('region', { name: 'Call a tool yourself' });
  await manual.getByLabel('Arguments (JSON)').focus();
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 20_000 });
  return manual;
}

test.describe('Call a tool yourself', () => {
  test('malformed arguments are answered with the chosen tool’s own example', async ({ page }) => {
    const manual = await manualCall(page, 'connect.tool.tool-error');
    await manual.getByLabel('Tool').selectOption('search_docs');
    const example = JSON.stringify(JSON.parse(await manual.getByLabel('Arguments (JSON)').inputValue()));
    expect(example).toContain('"q"');
    await manual.getByLabel('Arguments (JSON)').fill('{"q": ');
    await manual.getByRole('button', { name: 'Call' }).click();
    await expect(manual.getByRole('status')).toContainText(`Write an object such as ${example}.`);
  });

  test('a page size is shown with its largest value', async ({ page }) => {
    const manual = await manualCall(page, 'rooms.tool.rate-limited');
    await manual.getByLabel('Tool').selectOption('read_messages');
    await expect(manual.getByRole('list', { name: 'Arguments of read_messages' })).toContainText(
      `limit (number, optional, 1 to ${roomsSizes.readPage.max})`,
    );
  });
});

test('the report card: a file that fails replaces the card shown, so no old card sits under the error', async ({
  page,
}) => {
  await page.goto('/report-card/?run=curl');
  await expect(page.locator('.rc-card')).toContainText('run on the scoreboard', { timeout: 15_000 });
  await page
    .getByLabel('choose one')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText(/This file is not JSON/);
  await expect(page.locator('.rc-card')).toHaveCount(0);
});

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // /client/'s install boxes are the site's terminal frames with a title.
  for (const path of ['/client/']) {
    test(`${path}: a terminal frame’s title keeps clear of its window dots`, async ({ page }) => {
      await page.goto(path);
      const headers = page.locator('.expressive-code .frame.is-terminal.has-title .header');
      expect(await headers.count()).toBeGreaterThan(0);
      const clashes = await headers.evaluateAll((all) =>
        all.flatMap((header) => {
          const dots = getComputedStyle(header, '::before');
          const start = header.getBoundingClientRect().left + parseFloat(dots.left);
          const end = start + parseFloat(dots.width);
          const title = header.querySelector('.title')!;
          const range = document.createRange();
          range.selectNodeContents(title);
          return [...range.getClientRects()]
            .filter((line) => line.left < end && line.right > start)
            .map(
              (line) => `${title.textContent}: a line at ${Math.round(line.left)} px, dots to ${Math.round(end)} px`,
            );
        }),
      );
      expect(clashes).toEqual([]);
    });
  }

  test('/playground/: the arguments box of Call a tool yourself stays inside its panel', async ({ page }) => {
    await page.goto('/playground/');
    await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
    const manual = page.getByRole('region', { name: 'Call a tool yourself' });
    const form = await manual.locator('form').boundingBox();
    const box = await manual.getByLabel('Arguments (JSON)').boundingBox();
    expect(box!.x, JSON.stringify({ form, box })).toBeGreaterThanOrEqual(form!.x);
    expect(box!.x + box!.width, JSON.stringify({ form, box })).toBeLessThanOrEqual(form!.x + form!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  for (const path of ['/report-card/', '/report-card/?run=curl']) {
    test(`${path}: the page is no wider than the phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
      if (path.includes('run=')) await expect(page.locator('.rc-card')).toBeVisible({ timeout: 15_000 });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((element) => element.getBoundingClientRect().right > 390.5)
          .slice(0, 5)
          .map(
            (element) =>
              `${element.tagName}.${element.className}: ${Math.round(element.getBoundingClientRect().right)}`,
          ),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth), wide.join('; ')).toBeLessThanOrEqual(390);
    });
  }
});
