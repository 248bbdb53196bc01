import { expect, test, type Page } from '@playwright/test';
import { catalog, getEntry, type EntryId, type ServerId } from '../../src/catalog/index.ts';
import { errorsPath } from '../../src/components/routes.ts';
import { buildLookupIndex } from '../../src/search/lookup-index.ts';
import { lookupCode } from '../../src/search/lookup.ts';

interface SearchHit {
  url: string;
  excerpt: string;
  subResults: Array<{ url: string; excerpt: string }>;
}

/** What Pagefind itself returns for a query, as the search box shows it. */
async function pagefind(page: Page, query: string): Promise<SearchHit[]> {
  if (!page.url().startsWith('http')) await page.goto('/');
  return page.evaluate(async (term) => {
    interface Data {
      url: string;
      excerpt: string;
      sub_results: Array<{ url: string; excerpt: string }>;
    }
    const pagefindUrl = '/pagefind/pagefind.js';
    const api = (await import(pagefindUrl)) as {
      search(term: string): Promise<{ results: Array<{ data(): Promise<Data> }> }>;
    };
    const { results } = await api.search(term);
    const data = await Promise.all(results.map((result) => result.data()));
    return data.map((hit) => ({ url: hit.url, excerpt: hit.excerpt, subResults: hit.sub_results }));
  }, query);
}

const index = buildLookupIndex(catalog);
/** The errors pages of the entries that carry this code, status or header: where a reader expects to land. */
const pagesOf = (query: string): string[] => [
  ...new Set(
    lookupCode(query, index)
      .filter((match) => match.record.kind === 'error')
      .map((match) => errorsPath(match.record.server as ServerId)),
  ),
];

/** A reply phrase is the server's wording: read from the catalog, never typed here. */
function replyPhrase(id: EntryId): string {
  const wire = getEntry(id).wire[0];
  if (wire?.kind !== 'http' || wire.body.type !== 'text') throw new Error(`${id} has no text body.`);
  return wire.body.text;
}

test.describe('Pagefind', () => {
  for (const query of ['-32602', '429', 'Retry-After']) {
    test(`finds every errors page whose entries carry ${query}`, async ({ page }) => {
      const expected = pagesOf(query);
      expect(expected.length).toBeGreaterThan(0);
      const found = (await pagefind(page, query)).map((hit) => hit.url);
      expect(found).toEqual(expect.arrayContaining(expected));
    });
  }

  for (const quoted of [false, true]) {
    test(`finds a server’s reply by a phrase of it${quoted ? ' in quotes' : ''}, on its errors page, at the row’s group`, async ({
      page,
    }) => {
      const entry = getEntry('clockford.http.rate-limited');
      const phrase = replyPhrase(entry.id);
      const [first] = await pagefind(page, quoted ? `"${phrase}"` : phrase);
      expect(first?.url).toBe(errorsPath(entry.server));
      // Starlight's heading ids: the group's heading, lowercased, spaces as hyphens.
      const groupAnchor = `${errorsPath(entry.server)}#${entry.group.toLowerCase().replace(/\s+/g, '-')}`;
      expect(first?.subResults.map((sub) => sub.url)).toContain(groupAnchor);
    });
  }
});

test.describe('exact lookup', () => {
  for (const query of ['-32602', '429', 'Retry-After', 'rate_limited']) {
    test(`/lookup/?q=${query} lists exactly the catalog’s matches, each linked to its row`, async ({ page }) => {
      const expected = lookupCode(query, index).map((match) => match.record);
      expect(expected.length).toBeGreaterThan(0);
      await page.goto(`/lookup/?q=${encodeURIComponent(query)}`);
      const results = page.locator('.code-lookup-results li');
      await expect(results).toHaveCount(expected.length);
      await expect(page.getByRole('status')).toContainText(`${expected.length} `);
      const hrefs = await results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expected.map((record) => record.href));
    });
  }

  test('a result lands on its row', async ({ page }) => {
    const [first] = lookupCode('-32602', index);
    await page.goto('/lookup/?q=-32602');
    await page.locator('.code-lookup-results a').first().click();
    await expect(page).toHaveURL(new RegExp(`${first!.record.href.replace(/[.#]/g, '\\$&')}$`));
    await expect(page.locator(`tr[id="${first!.record.id}"]`)).toBeInViewport();
  });

  test('updates as the reader types, and says when nothing matches exactly', async ({ page }) => {
    await page.goto('/lookup/');
    const box = page.getByRole('searchbox', { name: 'Code, status, header or entry id' });
    await expect(page.locator('form.code-lookup[data-ready]')).toHaveCount(1);
    await box.fill('Retry-After');
    await expect(page.locator('.code-lookup-results li')).toHaveCount(lookupCode('Retry-After', index).length);
    await box.fill('<img src=x onerror=alert(1)>');
    await expect(page.getByRole('status')).toContainText('Nothing in the catalog is exactly “<img src=x');
    await expect(page.locator('.code-lookup-status img, .code-lookup-results img')).toHaveCount(0);
  });

  test('the search dialog offers the exact lookup for what the reader typed', async ({ page }) => {
    await page.goto(errorsPath('spec'));
    await page.getByRole('button', { name: 'Search' }).click();
    const input = page.locator('#starlight__search input');
    await input.fill('-32602');
    const link = page.getByRole('link', { name: /Exact lookup of a code, status or header: -32602/ });
    await expect(link).toHaveAttribute('href', '/lookup/?q=-32602');
    await link.click();
    await expect(page.locator('.code-lookup-results li')).toHaveCount(lookupCode('-32602', index).length);
  });
});
