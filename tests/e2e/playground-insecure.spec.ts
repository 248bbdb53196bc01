import { expect, test } from '@playwright/test';

/**
 * The playground on an address that is not a secure context (plain http on a LAN name): the browser offers no
 * service worker there, so the mock runs inside the page, and the page says so in one sentence. The test server's
 * pages are fetched from it under a name Chromium does not treat as secure, as a LAN name would be.
 */
const port = Number(process.env.E2E_PORT ?? 4329);
const insecureHost = 'atlas-lan.test';

test('on plain http at a LAN name, the mock runs inside the page, says so, and both clients run', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(`http://${insecureHost}:${port}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.host = `localhost:${port}`;
    await route.fulfill({ response: await route.fetch({ url: url.href }) });
  });
  await page.goto(`http://${insecureHost}:${port}/playground/?entry=clockford.tool.clerk-busy&policy=both`);
  expect(await page.evaluate(() => [window.isSecureContext, 'serviceWorker' in navigator])).toEqual([false, false]);
  await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
  await page.getByRole('button', { name: 'Trigger' }).click();
  const state = page.locator('.pg-mock-state');
  await expect(state).toHaveAttribute('data-mock', 'ready', { timeout: 30_000 });
  await expect(state).toHaveText(
    'The mock servers are running in this page, inside its own fetch: no service worker serves this tab, so their requests do not show in your browser’s network panel.',
  );
  await expect(page.getByRole('region', { name: 'Reference client' }).getByRole('status')).toContainText('Succeeded', {
    timeout: 60_000,
  });
  await expect(page.getByRole('region', { name: 'Naive client' }).getByRole('status')).toContainText('Gave up', {
    timeout: 60_000,
  });
});
