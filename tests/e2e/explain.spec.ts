import { expect, test, type Page } from '@playwright/test';
import { withBase } from '../../src/base-path.ts';
import { entryPath } from '../../src/components/routes.ts';

/** The explainer's result once it has read the box. */
const result = (page: Page) => page.locator('.explain-result');

test('an entry page’s “Paste what you got” opens the explainer with its example, explained as that entry', async ({
  page,
}) => {
  const id = 'clockford.http.rate-limited';
  await page.goto(entryPath(id));
  await page.getByRole('link', { name: 'Paste what you got' }).click();
  await expect(page).toHaveURL(/\/explain\/#response=HTTP%2F1\.1%20429/);
  await expect(page.getByLabel('What your client got')).toHaveValue(/^HTTP\/1\.1 429/);
  await expect(result(page).getByRole('link').first()).toHaveAttribute('href', entryPath(id), { timeout: 20_000 });
  await expect(result(page)).toContainText('retry-after');
});

test('a response pasted by hand is explained; a link whose response cannot be read says so', async ({ page }) => {
  await page.goto(withBase('/explain/'));
  await page
    .getByLabel('What your client got')
    .fill('HTTP/1.1 404 Not Found\nContent-Type: text/plain\n\nSession not found');
  await page.getByRole('button', { name: 'Explain' }).click();
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  await expect(result(page).locator('strong').first()).not.toBeEmpty();

  // A page of its own: a change of fragment alone does not load the page again.
  await page.goto('about:blank');
  await page.goto(withBase('/explain/#response=%E0%A4%A'));
  await expect(page.getByRole('alert')).toHaveText(
    'The link’s response could not be read: its text is not validly encoded. Paste the response into the box instead.',
    { timeout: 20_000 },
  );
});

test('a lookup result links to the explainer with its reply filled in', async ({ page }) => {
  await page.goto(withBase('/lookup/?q=429'));
  const first = page.locator('.code-lookup-results li').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const id = await first.locator('.code-lookup-id').innerText();
  await first.getByRole('link', { name: 'Explain a response like this' }).click();
  await expect(page.getByLabel('What your client got')).toHaveValue(/^HTTP\/1\.1 429/);
  await expect(
    result(page)
      .locator(`a[href="${entryPath(id)}"]`)
      .first(),
  ).toBeVisible({ timeout: 20_000 });
});

test('each response a playground run drew links to the explainer with that response', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(withBase('/playground/?entry=clockford.http.rate-limited&policy=reference'));
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Trigger' }).click();
  const pane = page.getByRole('region', { name: 'Reference client' });
  await expect(pane).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await pane.getByText(/^Wire: every request and response/).click();
  const refused = pane.locator('.pg-wire > li').filter({ hasText: /^429/ }).first();
  await refused.locator('summary').click();
  const link = refused.getByRole('link', { name: 'Explain this response' });
  const href = (await link.getAttribute('href'))!;
  expect(decodeURIComponent(href.slice(href.indexOf('=') + 1))).toMatch(/^HTTP\/1\.1 429\n/);
  const [explainer] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(explainer.locator('.explain-result')).toContainText('retry-after', { timeout: 20_000 });
});
