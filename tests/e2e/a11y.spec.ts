import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { servers } from '../../src/catalog/index.ts';
import { entryPath, errorsPath, limitsPath } from '../../src/components/routes.ts';
import { notFoundPage, templatePages } from './site-pages.ts';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const themes = ['light', 'dark'] as const;
/** The pages whose layout changes on a phone: the reference tables become cards; an entry's page; the lookup; the home page. */
const phonePages = [
  '/',
  '/lookup/?q=429',
  ...servers.map((server) => errorsPath(server.id)),
  ...servers.flatMap((server) => (server.id === 'spec' ? [] : [limitsPath(server.id)])),
  ...['clockford.http.rate-limited', 'clockford.tool.held-public-post', 'rooms.tool.rate-limited'].map(entryPath),
];

/**
 * Findings in Starlight's own markup, which this project does not write: a rule and the element, each with
 * why. Everything else, and every other rule on these elements, must pass.
 */
const upstream: Array<{ rule: string; target: string; why: string }> = [
  {
    rule: 'label-content-name-mismatch',
    target: 'button[data-open-modal=""]',
    why: 'Starlight\'s search button is named "Search"; its visible Ctrl K shortcut hint is not part of the name.',
  },
];

/** Each violation as one readable line per offending node, so a failure says what and where. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .filter(
        (node) => !upstream.some((known) => known.rule === violation.id && node.target.join(' ') === known.target),
      )
      .map(
        (node) =>
          `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
  );
}

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('starlight-theme', value), theme);
    });

    /** Opens a page in this theme, settled: code blocks marked up, the playground's island and mock ready. */
    async function open(page: Page, path: string) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Starlight's code blocks make a block that scrolls focusable (tabindex, role) a moment after it lays out; one
      // in a closed <details> (a module of the client's source) is not shown, and gets its tabindex when opened.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.expressive-code pre')].every(
          (pre) =>
            pre.scrollWidth <= pre.clientWidth || pre.hasAttribute('tabindex') || pre.closest('details:not([open])'),
        ),
      );
      if (path.startsWith('/playground/')) {
        await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
      }
    }

    for (const path of [...templatePages, notFoundPage]) {
      test(`${path} has no WCAG A or AA violation`, async ({ page }) => {
        // axe over a long page (every module of the client, in code blocks) takes a while on a busy machine.
        test.setTimeout(120_000);
        await open(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }

    test.describe('on a phone, 390 × 844', () => {
      test.use({ viewport: { width: 390, height: 844 } });
      for (const path of phonePages) {
        test(`${path} has no WCAG A or AA violation`, async ({ page }) => {
          await open(page, path);
          expect(await violations(page)).toEqual([]);
        });
      }
    });

    test('an entry page with its run, its inferred reasons and its copy-as code open has no violation', async ({
      page,
    }) => {
      await open(page, entryPath('rooms.tool.rate-limited'));
      await page.locator('.mini-run summary').click();
      await page.locator('.entry-page button.inferred-mark').first().click();
      await expect(page.locator('.inferred-why:popover-open')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('/playground/ after a run, timeline and wire shown, has no WCAG A or AA violation', async ({ page }) => {
      await open(page, '/playground/?entry=clockford.tool.clerk-busy&policy=both');
      await page.getByRole('button', { name: 'Trigger' }).click();
      await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 30_000 });
      // Open every exchange of the wire pane, and wait for its bodies to be highlighted.
      await page
        .locator('.pg-wire details')
        .evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')));
      await expect(page.locator('pre.pg-body:not(.shiki)')).toHaveCount(0);
      await expect(page.locator('.pg-timeline .pg-badge').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('/playground/ when the mock cannot start, its message and reload button shown, has no violation', async ({
      page,
    }) => {
      // Neither way can start: the worker cannot register, and the page's fetch cannot be patched for the in-page way.
      await page.addInitScript(() => {
        ServiceWorkerContainer.prototype.register = () =>
          Promise.reject(new TypeError('Service workers are disabled in this browser.'));
        const pageFetch = window.fetch.bind(window);
        Object.defineProperty(window, 'fetch', { value: pageFetch, writable: false, configurable: false });
      });
      await open(page, '/playground/');
      await page.getByRole('button', { name: 'Trigger' }).click();
      await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible({ timeout: 20_000 });
      expect(await violations(page)).toEqual([]);
    });
  });
}
