import { expect, test } from '@playwright/test';
import { entries } from '../../src/catalog/index.ts';
import { entryPath } from '../../src/components/routes.ts';
import { handlerWire } from '../../src/components/entry/msw-snippet.ts';

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
});
