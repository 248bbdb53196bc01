import { expect, test, type Page } from '@playwright/test';
import { entries, servers } from '../../src/catalog/index.ts';
import { errorsPath } from '../../src/components/routes.ts';

/** The playground with its island hydrated and the mock's worker in control. */
async function openPlayground(page: Page, query = '') {
  await page.goto(`/playground/${query}`);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
}

const referencePane = (page: Page) => page.getByRole('region', { name: 'Reference client' });

for (const server of servers) {
  test(`every ${server.name} entry, triggered through the UI, shows the reaction the catalog gives it`, async ({
    page,
  }) => {
    const own = entries.filter((entry) => entry.server === server.id);
    test.setTimeout(120_000 + own.length * 15_000);
    await openPlayground(page, '?policy=reference');
    await page.getByLabel('Server').selectOption(server.id);
    for (const entry of own) {
      await page.getByLabel('Error').selectOption(entry.id);
      await page.getByRole('button', { name: 'Trigger' }).click();
      const pane = page.locator(`.pg-pane[data-entry="${entry.id}"][data-state="done"]`);
      await expect(pane, `${entry.id} finishes`).toHaveCount(1, { timeout: 60_000 });
      await expect(pane.locator(`.pg-badge[data-action="${entry.reaction.kind}"]`).first(), entry.id).toBeVisible();
    }
  });
}

test('a Try it link on a table row lands on that entry, ready to run from the keyboard', async ({ page }) => {
  const entry = entries.find((candidate) => candidate.id === 'clockford.tool.clerk-busy')!;
  await page.goto(errorsPath('clockford'));
  await page.locator(`tr[id="${entry.id}"] a.try-it`).click();
  await expect(page).toHaveURL(new RegExp(`/playground/\\?entry=${entry.id.replace(/\./g, '\\.')}`));
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByLabel('Error')).toHaveValue(entry.id);
  const trigger = page.getByRole('button', { name: 'Trigger' });
  await expect(trigger).toBeEnabled({ timeout: 20_000 });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(referencePane(page).getByRole('status')).toContainText('Succeeded', { timeout: 15_000 });
  await expect(referencePane(page).locator('.pg-badge[data-action="retry-after"]').first()).toBeVisible();
});

test('on a rate limit the naive client makes more calls than the reference client', async ({ page }) => {
  await openPlayground(page, '?entry=rooms.tool.rate-limited&policy=both');
  await page.getByRole('button', { name: 'Trigger' }).click();
  const calls = async (name: string) => {
    const pane = page.getByRole('region', { name });
    await expect(pane.getByRole('status')).not.toBeEmpty({ timeout: 20_000 });
    return Number(/(\d+) calls? reached the server/.exec(await pane.locator('.pg-stats').innerText())?.[1]);
  };
  const reference = await calls('Reference client');
  const naive = await calls('Naive client');
  expect(naive).toBeGreaterThan(reference);
});

test('the Clockford revision toggle changes how the client connects', async ({ page }) => {
  await openPlayground(page, '?entry=clockford.tool.clerk-busy&policy=reference&revision=2025-11-25');
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(page).getByRole('status')).not.toBeEmpty({ timeout: 15_000 });
  await expect(referencePane(page)).toContainText('fell back to initialize');
  await page.getByLabel('2026-07-28').check();
  await page.getByRole('button', { name: 'Trigger' }).click();
  await expect(referencePane(page)).toContainText('connected at 2026-07-28', { timeout: 15_000 });
  await expect(page).toHaveURL(/revision=2026-07-28/);
});

test('malformed arguments get a clear message, and the page keeps working', async ({ page }) => {
  await openPlayground(page, '?entry=connect.tool.tool-error');
  const manual = page.getByRole('region', { name: 'Call a tool yourself' });
  await expect(manual.getByLabel('Tool')).toBeEnabled({ timeout: 15_000 });
  await manual.getByLabel('Arguments (JSON)').fill('{"q": ');
  await manual.getByRole('button', { name: 'Call' }).click();
  await expect(manual.getByRole('status')).toContainText('The arguments are not JSON');
  await manual.getByLabel('Arguments (JSON)').fill('{"q": "retry"}');
  await manual.getByRole('button', { name: 'Call' }).click();
  await expect(manual.getByRole('status')).toContainText('errors-and-retries');
});
