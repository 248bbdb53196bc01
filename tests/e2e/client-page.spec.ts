import { readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { clientPackage } from '../../src/build/client-package.ts';
import { site } from '../../src/site.ts';

const modules = readdirSync(new URL('../../src/client/', import.meta.url)).filter((file) => file.endsWith('.ts'));

test('Use the reference client shows every module of the client, each with a copy button', async ({ page }) => {
  await page.goto('/client/');
  await expect(page.locator('h1')).toHaveText('Use the reference client');
  const blocks = page.locator('details.client-module');
  await expect(blocks).toHaveCount(modules.length);
  const titles = await blocks.locator('summary > code:first-child').allInnerTexts();
  expect(titles).toEqual(modules.map((file) => `src/client/${file}`));
  // Folded under what each module is; a click opens one.
  const first = blocks.first();
  await first.locator('summary').click();
  await expect(first.getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
  await expect(blocks.getByRole('button', { name: 'Copy to clipboard', includeHidden: true })).toHaveCount(
    modules.length,
  );
});

test('every code block on the page has a copy button', async ({ page }) => {
  await page.goto('/client/');
  const frames = page.locator('.sl-markdown-content .expressive-code');
  const count = await frames.count();
  expect(count).toBeGreaterThan(modules.length);
  await expect(page.locator('.sl-markdown-content .expressive-code .copy button')).toHaveCount(count);
});

test('the repository is linked from the header and from the page, from the one place it is set', async ({ page }) => {
  await page.goto('/client/');
  await expect(page.locator(`header a[href="${site.repository}"]`).first()).toBeVisible();
  await expect(page.locator(`.sl-markdown-content a[href^="${site.repository}/"]`)).toHaveCount(1);
});

test('the site serves the versioned tarball and the one-file module the page names', async ({ page, request }) => {
  await page.goto('/client/');
  for (const file of [clientPackage.tarball, clientPackage.module]) {
    await expect(page.locator('.sl-markdown-content')).toContainText(`${site.url}/client/${file}`);
  }
  const tarball = await request.get(`/client/${clientPackage.tarball}`);
  expect(tarball.status()).toBe(200);
  expect([...(await tarball.body()).subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
  const module = await request.get(`/client/${clientPackage.module}`);
  expect(module.status()).toBe(200);
  const text = await module.text();
  expect(text).toContain('export {');
  expect(text).toContain('createResilientClient');
});

test('opened, every module scrolls by keyboard, and a module has no WCAG A or AA violation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/client/');
  await page
    .locator('details.client-module')
    .evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.expressive-code pre')].every(
      (pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .include('#module-decision-error')
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
});
