import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { distDir, filesUnder, pathOfHtmlFile } from './site-pages.ts';

/** Every built page with a catalog table: each of them can turn its rows into cards. */
const tablePages = filesUnder(distDir)
  .filter((file) => file.endsWith('.html'))
  .filter((file) => readFileSync(join(distDir, file), 'utf8').includes('class="catalog-table'))
  .map(pathOfHtmlFile)
  .sort();

/**
 * The values a reader sees without their column's name: in a table shown as cards (its header out of sight), every
 * cell with text must show its column's header above it. Each is named by table, row and column.
 */
function unlabelledCells(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const table of document.querySelectorAll<HTMLTableElement>('table.catalog-table')) {
      const head = table.tHead;
      const box = head?.getBoundingClientRect();
      if (!head || !box || box.width * box.height > 1) continue;
      const headers = [...(head.rows[0]?.cells ?? [])].flatMap((cell) =>
        Array.from({ length: cell.colSpan }, () => cell.textContent?.trim() ?? ''),
      );
      for (const row of table.tBodies[0]?.rows ?? []) {
        let column = 0;
        for (const cell of row.cells) {
          const header = headers[column] ?? '';
          column += cell.colSpan;
          if (cell.tagName !== 'TD' || !cell.textContent?.trim()) continue;
          const label = getComputedStyle(cell, '::before').content;
          if (label !== JSON.stringify(header))
            found.push(
              `${table.caption?.textContent ?? headers.join('|')} · ${row.cells[0]?.textContent?.trim().slice(0, 30)} · ${header}: ${label}`,
            );
        }
      }
    }
    return found;
  });
}

test('the pages with catalog tables are found in the build', () => {
  expect(tablePages).toEqual(expect.arrayContaining(['/', '/levels/', '/grade/', '/client/']));
});

for (const viewport of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`${viewport.name}, ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of tablePages) {
      test(`${path}: a table shown as cards names every value's column`, async ({ page }) => {
        await page.goto(path);
        expect(await unlabelledCells(page)).toEqual([]);
      });
    }
  });
}
