import { readFileSync, readdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { clientPackage } from '../../src/build/client-package.ts';
import { hasRepository, site } from '../../src/site.ts';

const modules = readdirSync(new URL('../../src/client/', import.meta.url)).filter((file) => file.endsWith('.ts'));

test('Use the reference client lists every module of the client, each opening its own page with a copy button', async ({
  page,
}) => {
  await page.goto('/client/');
  await expect(page.locator('h1')).toHaveText('Use the reference client');
  const listed = page.locator('ul.client-modules > li');
  await expect(listed).toHaveCount(modules.length);
  expect(await listed.locator('a > code').allInnerTexts()).toEqual(modules.map((file) => `src/client/${file}`));
  await listed.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/client\/source\/[a-z-]+\/$/);
  await expect(page.locator('h1')).toHaveText(`src/client/${modules[0]!}`);
  await expect(page.getByRole('button', { name: 'Copy to clipboard' })).toHaveCount(1);
});

test('each module’s page holds its whole source, as src/client/ has it', async ({ page }) => {
  // A page a module, over forty of them: generous on a loaded machine.
  test.setTimeout(30_000 + modules.length * 5_000);
  for (const file of modules) {
    await page.goto(`/client/source/${file.replace(/\.ts$/, '')}/`);
    // One element a line; an empty line holds a newline of its own.
    const lines = await page.locator('.expressive-code pre .ec-line').allTextContents();
    const code = lines.map((line) => line.replace(/\n$/, '')).join('\n');
    expect(code.trim()).toBe(readFileSync(new URL(`../../src/client/${file}`, import.meta.url), 'utf8').trim());
  }
});

test('every code block on the page has a copy button', async ({ page }) => {
  await page.goto('/client/');
  const frames = page.locator('.sl-markdown-content .expressive-code');
  const count = await frames.count();
  expect(count).toBeGreaterThan(3);
  await expect(page.locator('.sl-markdown-content .expressive-code .copy button')).toHaveCount(count);
});

test('links to the repository only when a build names it, and never to a placeholder address', async ({ page }) => {
  await page.goto('/client/');
  await expect(page.locator('[href*=".example"]')).toHaveCount(0);
  if (hasRepository) await expect(page.locator(`header a[href="${site.repository}"]`).first()).toBeVisible();
  else await expect(page.locator(`[href^="${site.repository}"]`)).toHaveCount(0);
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

test('a module’s page scrolls by keyboard and has no WCAG A or AA violation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/client/source/decision-error/');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.expressive-code pre')].every(
      (pre) => pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex'),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    // The whole page, Starlight's own header included, is checked in a11y.spec.ts.
    .include('main')
    .analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
});
