import { expect, test } from '@playwright/test';
import type { catalog } from '../../src/catalog/index.ts';
import { entries, limits, servers, specStatusTag } from '../../src/catalog/index.ts';
import { entryPath, errorsPath, limitsPath } from '../../src/components/routes.ts';
import { tryItHref } from '../../src/playground/url-state.ts';

for (const server of servers) {
  test.describe(`${server.name} errors page`, () => {
    test('has a row for every catalog entry, with its id, a link to itself and a link to its page', async ({
      page,
    }) => {
      await page.goto(errorsPath(server.id));
      const rowIds = await page.locator('table.error-table tbody tr').evaluateAll((rows) => rows.map((row) => row.id));
      const expected = entries.filter((entry) => entry.server === server.id).map((entry) => entry.id);
      expect(rowIds.sort()).toEqual([...expected].sort());
      for (const id of expected) {
        await expect(page.locator(`tr[id="${id}"] a[href="#${id}"]`)).toBeVisible();
        await expect(page.locator(`tr[id="${id}"] a[href="${entryPath(id)}"]`)).toBeVisible();
      }
    });

    test('shows each entry in its row: title, status and reaction', async ({ page }) => {
      await page.goto(errorsPath(server.id));
      for (const entry of entries.filter((candidate) => candidate.server === server.id)) {
        const row = page.locator(`tr[id="${entry.id}"]`);
        await expect(row).toContainText(entry.title);
        await expect(row).toHaveAttribute('data-reaction', entry.reaction.kind);
        const first = entry.wire[0]!;
        const status = first.kind === 'http' ? first.status : first.kind === 'jsonrpc-error' ? first.httpStatus : 200;
        await expect(row.locator('.wire-status').first()).toContainText(String(status));
        if (entry.status) await expect(row.locator('.tag-status')).toHaveText(specStatusTag(entry.status));
      }
    });
  });

  if (server.id !== 'spec') {
    const id = server.id;
    test(`${server.name} limits page has a row for every limit, linked to its breach and the playground`, async ({
      page,
    }) => {
      await page.goto(limitsPath(id));
      const rowIds = await page.locator('table.limits-table tbody tr').evaluateAll((rows) => rows.map((row) => row.id));
      expect(rowIds.sort()).toEqual(
        limits
          .filter((limit) => limit.server === id)
          .map((limit) => limit.id)
          .sort(),
      );
      for (const limit of limits.filter((candidate) => candidate.server === id)) {
        const row = page.locator(`tr[id="${limit.id}"]`);
        await expect(row.locator(`a[href="${entryPath(limit.breach)}"]`)).toHaveCount(1);
        await expect(row.locator(`a[href="${tryItHref(limit.breach)}"]`)).toHaveCount(1);
      }
    });
  }
}

test('a deep link lands on the row and marks it', async ({ page }) => {
  const entry = entries.find((candidate) => candidate.server === 'clockford')!;
  await page.goto(`${errorsPath('clockford')}#${entry.id}`);
  const row = page.locator(`tr[id="${entry.id}"]`);
  await expect(row).toBeInViewport();
  expect(await row.evaluate((element) => element.matches(':target'))).toBe(true);
});

test('/catalog.json is the whole catalog, and its schema sits beside it', async ({ request }) => {
  const response = await request.get('/catalog.json');
  expect(response.ok()).toBe(true);
  const published = (await response.json()) as typeof catalog & { $schema: string };
  expect(published.entries.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  expect(published.limits.map((limit) => limit.id)).toEqual(limits.map((limit) => limit.id));
  expect(published.entries[0]).toEqual(entries[0]);
  const schema = await request.get(published.$schema);
  expect(schema.ok()).toBe(true);
  expect(((await schema.json()) as { type: string }).type).toBe('object');
});
