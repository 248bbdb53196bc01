import { expect, test, type Page } from '@playwright/test';
import { basePath, withBase } from '../../src/base-path.ts';
import { catalog, getEntry, type EntryId } from '../../src/catalog/index.ts';
import { entryPath, errorsPath } from '../../src/components/routes.ts';
import { buildLookupIndex } from '../../src/search/lookup-index.ts';
import { lookupCode } from '../../src/search/lookup.ts';
import { explainHref } from '../../src/components/explain-link.ts';

interface SearchHit {
  url: string;
  excerpt: string;
  subResults: Array<{ url: string; excerpt: string }>;
}

/** What Pagefind itself returns for a query, as the search box shows it. */
async function pagefind(page: Page, query: string): Promise<SearchHit[]> {
  if (!page.url().startsWith('http')) await page.goto(withBase('/'));
  // Pagefind as Starlight's search box sets it up: its bundle and its results' URLs under the site's base path.
  return page.evaluate(
    async ({ term, base }) => {
      interface Data {
        url: string;
        excerpt: string;
        sub_results: Array<{ url: string; excerpt: string }>;
      }
      const api = (await import(`${base}pagefind/pagefind.js`)) as {
        options(options: { baseUrl: string }): Promise<void>;
        search(term: string): Promise<{ results: Array<{ data(): Promise<Data> }> }>;
      };
      await api.options({ baseUrl: base });
      const { results } = await api.search(term);
      const data = await Promise.all(results.map((result) => result.data()));
      return data.map((hit) => ({ url: hit.url, excerpt: hit.excerpt, subResults: hit.sub_results }));
    },
    { term: query, base: basePath },
  );
}

const index = buildLookupIndex(catalog);
/** The pages of the entries that carry this code, status or header: where a reader expects to land. */
const pagesOf = (query: string): string[] =>
  lookupCode(query, index)
    .filter((match) => match.record.kind === 'error')
    .map((match) => entryPath(match.record.id));

/** An excerpt as text: Pagefind marks the matched words with <mark>. */
const plain = (excerpt: string): string => excerpt.replace(/<[^>]+>/g, '');
/** Words of neighbouring elements run together: a table's headers, a label and its value, a badge and a link. */
const runTogether =
  /ErrorOn the wire|On the wireMeaning|WhatLimit|Found by(?:HTTP|-\d)|Group[A-Z]|Revisions\d|Id[a-z]+\.|playgroundIts|\)Try it/;

/** A reply phrase is the server's wording: read from the catalog, never typed here. */
function replyPhrase(id: EntryId): string {
  const wire = getEntry(id).wire[0];
  if (wire?.kind !== 'http' || wire.body.type !== 'text') throw new Error(`${id} has no text body.`);
  return wire.body.text;
}

test.describe('Pagefind', () => {
  for (const query of ['-32602', '429', 'Retry-After', 'rate_limited']) {
    test(`ranks the pages of the entries that carry ${query} first, with excerpts that read as sentences`, async ({
      page,
    }) => {
      const expected = pagesOf(query);
      expect(expected.length).toBeGreaterThan(0);
      const hits = await pagefind(page, query);
      const found = hits.map((hit) => hit.url);
      expect(found).toEqual(expect.arrayContaining(expected));
      // The first hits are entries that carry it: no guide or table page outranks them.
      const top = found.slice(0, Math.min(expected.length, 5));
      expect(
        top.every((url) => expected.includes(url)),
        top.join(' '),
      ).toBe(true);
      for (const hit of hits.slice(0, 10)) expect(plain(hit.excerpt)).not.toMatch(runTogether);
    });
  }

  for (const quoted of [false, true]) {
    test(`finds a server’s reply by a phrase of it${quoted ? ' in quotes' : ''}, on its entry’s page`, async ({
      page,
    }) => {
      const entry = getEntry('clockford.http.rate-limited');
      const phrase = replyPhrase(entry.id);
      const [first] = await pagefind(page, quoted ? `"${phrase}"` : phrase);
      expect(first?.url).toBe(entryPath(entry.id));
      expect(plain(first?.excerpt ?? '')).toContain(phrase.split('.')[0]!);
    });
  }

  test('for “retry after”, an entry that carries Retry-After comes first, the guide is found, and no source page', async ({
    page,
  }) => {
    const found = (await pagefind(page, 'retry after')).map((hit) => hit.url);
    expect(pagesOf('Retry-After'), found.slice(0, 5).join(' ')).toContain(found[0]);
    expect(found).toContain(withBase('/guides/resilient-client/'));
    // A module's page is left out of the index: its title would outrank the pages that explain the words.
    expect(found.filter((url) => url.startsWith(withBase('/client/source/')))).toEqual([]);
  });

  test('keeps the client’s module pages out of the index: /client/ lists them by file name', async ({ page }) => {
    const found = (await pagefind(page, 'retry-after.ts')).map((hit) => hit.url);
    expect(found.filter((url) => url.startsWith(withBase('/client/source/')))).toEqual([]);
    expect(found).toContain(withBase('/client/'));
  });

  test('indexes the entry pages, not the rows of the errors tables (one hit per entry, not a whole page)', async ({
    page,
  }) => {
    const found = (await pagefind(page, replyPhrase('clockford.http.rate-limited'))).map((hit) => hit.url);
    expect(found).not.toContain(errorsPath('clockford'));
  });
});

test.describe('exact lookup', () => {
  for (const query of ['-32602', '429', 'Retry-After', 'rate_limited']) {
    test(`/lookup/?q=${query} lists exactly the catalog’s matches, each linked to its page`, async ({ page }) => {
      const expected = lookupCode(query, index).map((match) => match.record);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(withBase(`/lookup/?q=${encodeURIComponent(query)}`));
      const results = page.locator('.code-lookup-results li');
      await expect(results).toHaveCount(expected.length);
      await expect(page.getByRole('status')).toContainText(`${expected.length} `);
      const hrefsOf = (selector: string) =>
        results.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(await hrefsOf('a.code-lookup-title')).toEqual(expected.map((record) => record.href));
      // Each error also links to the explainer, with its reply filled in.
      expect(await hrefsOf('a.code-lookup-explain')).toEqual(
        expected.flatMap((record) => (record.example === undefined ? [] : [explainHref(record.example)])),
      );
    });
  }

  test('a result shows the reply and the reaction inline, and opens the entry’s page', async ({ page }) => {
    const [first] = lookupCode('-32602', index);
    await page.goto(withBase('/lookup/?q=-32602'));
    const result = page.locator('.code-lookup-results li').first();
    await expect(result.locator('.code-lookup-wire')).toHaveText(first!.record.wire);
    await expect(result.locator('.reaction')).toHaveText(first!.record.reaction!);
    await result.locator('a').first().click();
    await expect(page).toHaveURL(new RegExp(`${entryPath(first!.record.id).replace(/[.]/g, '\\$&')}$`));
    await expect(page.locator('h1')).toHaveText(getEntry(first!.record.id as EntryId).title);
  });

  test('is in the sidebar and on the home page', async ({ page }) => {
    await page.goto(withBase('/levels/'));
    await expect(page.locator(`nav[aria-label="Main"] a[href="${withBase('/lookup/')}"]`)).toHaveCount(1);
    await page.goto(withBase('/'));
    await expect(page.locator(`.hero a[href="${withBase('/lookup/')}"]`)).toBeVisible();
  });

  test('updates as the reader types, and says when nothing matches exactly', async ({ page }) => {
    await page.goto(withBase('/lookup/'));
    const box = page.getByRole('searchbox', { name: 'Code, status, header or entry id' });
    await expect(page.locator('form.code-lookup[data-ready]')).toHaveCount(1);
    await box.fill('Retry-After');
    await expect(page.locator('.code-lookup-results li')).toHaveCount(lookupCode('Retry-After', index).length);
    await box.fill('<img src=x onerror=alert(1)>');
    await expect(page.getByRole('status')).toContainText('Nothing in the catalog is exactly “<img src=x');
    await expect(page.locator('.code-lookup-status img, .code-lookup-results img')).toHaveCount(0);
  });

  test('on a phone, the search dialog’s lookup link keeps clear of its Cancel button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(errorsPath('spec'));
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('#starlight__search input').fill('retry after');
    const link = await page.getByRole('link', { name: /Exact lookup of a code/ }).boundingBox();
    const cancel = await page.getByRole('button', { name: 'Cancel' }).boundingBox();
    const apart =
      link!.x + link!.width <= cancel!.x ||
      cancel!.x + cancel!.width <= link!.x ||
      link!.y + link!.height <= cancel!.y ||
      cancel!.y + cancel!.height <= link!.y;
    expect(apart, JSON.stringify({ link, cancel })).toBe(true);
  });

  test('the search dialog offers the exact lookup for what the reader typed', async ({ page }) => {
    await page.goto(errorsPath('spec'));
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.locator('#starlight__search input');
    await input.fill('-32602');
    const link = page.getByRole('link', { name: /Exact lookup of a code, status or header: -32602/ });
    await expect(link).toHaveAttribute('href', withBase('/lookup/?q=-32602'));
    await link.click();
    await expect(page.locator('.code-lookup-results li')).toHaveCount(lookupCode('-32602', index).length);
  });
});
