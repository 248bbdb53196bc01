import { expect, test, type Page } from '@playwright/test';
import { servers } from '../../src/catalog/index.ts';
import { entryPath, errorsPath, limitsPath } from '../../src/components/routes.ts';

const referencePages = [
  ...servers.map((server) => errorsPath(server.id)),
  ...servers.flatMap((server) => (server.id === 'spec' ? [] : [limitsPath(server.id)])),
];
const entryPages = ['clockford.http.rate-limited', 'clockford.tool.held-public-post', 'rooms.tool.rate-limited'].map(
  entryPath,
);
const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

/**
 * Every place a wire form's text or an id wraps, as the two characters either side of the break. A line may break
 * only after a space, or at a break opportunity the page put there (after `/`, `?`, `&`, `=` or `,`; an id after a
 * dot): never inside a token, and never at a hyphen.
 */
function badWraps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const code of document.querySelectorAll('.wire code, .entry-id')) {
      const allowed = code.classList.contains('entry-id') ? /\./ : /[\s/?&=,]/;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let previous: { top: number; char: string } | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (previous && rect.top > previous.top + 2 && !allowed.test(previous.char) && !/\s/.test(text[index]!))
            found.push(`${code.textContent?.slice(0, 40)}…: "${previous.char}|${text[index]}"`);
          previous = { top: rect.top, char: text[index]! };
        }
      }
    }
    return found;
  });
}

for (const viewport of viewports) {
  test.describe(`${viewport.name}, ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of [...referencePages, ...entryPages, '/lookup/?q=429', '/']) {
      test(`${path} is no wider than the screen`, async ({ page }) => {
        await page.goto(path);
        await page.locator('form.code-lookup[data-ready]').or(page.locator('h1')).first().waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }

    for (const path of referencePages) {
      test(`${path}: tables fit their box, and wire forms and ids break only at their structure`, async ({ page }) => {
        await page.goto(path);
        const overflowing = await page
          .locator('.catalog-table-wrap')
          .evaluateAll((wraps) => wraps.filter((wrap) => wrap.scrollWidth > wrap.clientWidth + 1).length);
        expect(overflowing).toBe(0);
        expect(await badWraps(page)).toEqual([]);
        // Every status, code and number of a wire form stays whole, on one line.
        const split = await page
          .locator('.wire-status, .wire-code')
          .evaluateAll((parts) => parts.filter((part) => part.getClientRects().length > 1).length);
        expect(split).toBe(0);
      });
    }
  });
}

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an errors table is a stack of cards: title and id, wire form, meaning and what to do, then the reaction', async ({
    page,
  }) => {
    await page.goto(errorsPath('clockford'));
    const row = page.locator('table.error-table tbody tr').first();
    // The column headers are kept for screen readers, out of sight.
    const head = await page.locator('table.error-table thead').first().boundingBox();
    expect(head!.width * head!.height).toBeLessThanOrEqual(1);
    const tops = await row.evaluate((element) =>
      ['th', '.cell-wire', '.entry-meaning', '.entry-reaction'].map(
        (selector) => element.querySelector(selector)!.getBoundingClientRect().top,
      ),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    const box = await row.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});
