import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  distDir,
  htmlFileOfPath,
  htmlPagesInDist,
  notFoundPage,
  otherEntryPages,
  siteOrigin,
  sitemapPages,
  templatePages,
} from './site-pages.ts';
import { basePath, withBase, withoutBase } from '../../src/base-path.ts';
import { hasSiteUrl } from '../../src/site.ts';
import { linkedResponse } from '../../src/components/explain-link.ts';
import { explainPath } from '../../src/components/routes.ts';

/**
 * Every URL a page refers to (links, stylesheets, scripts, images, frames, and the URLs in its meta tags) and every
 * id it holds: of the page open in the browser, or of a built page's HTML, read against its own URL.
 */
function pageRefs(page: Page, built?: { html: string; url: string }): Promise<{ urls: string[]; ids: string[] }> {
  return page.evaluate((source) => {
    let root = document;
    if (source) {
      root = new DOMParser().parseFromString(source.html, 'text/html');
      const base = root.createElement('base');
      base.href = source.url;
      root.head.prepend(base);
    }
    const urls: string[] = [];
    for (const element of root.querySelectorAll<HTMLAnchorElement | HTMLLinkElement | HTMLAreaElement>(
      'a[href], area[href], link[href]',
    ))
      urls.push(element.href);
    for (const element of root.querySelectorAll<HTMLScriptElement | HTMLImageElement | HTMLIFrameElement>(
      'script[src], img[src], iframe[src], source[src], video[src], audio[src]',
    ))
      urls.push(element.src);
    for (const meta of root.querySelectorAll<HTMLMetaElement>('meta[content^="http"]')) urls.push(meta.content);
    return { urls, ids: [...root.querySelectorAll('[id]')].map((element) => element.id) };
  }, built);
}

/** The built file a path is served from, or why there is none: a path outside the site's base path has none. */
function resolveInDist(path: string): { file: string } | { problem: string } {
  if (!path.startsWith(basePath)) return { problem: `outside the site's base path ${basePath}` };
  const relative = decodeURIComponent(withoutBase(path)).replace(/^\//, '');
  const isFile = (candidate: string) =>
    existsSync(join(distDir, candidate)) && statSync(join(distDir, candidate)).isFile();
  if (relative === '' || relative.endsWith('/'))
    return isFile(`${relative}index.html`) ? { file: `${relative}index.html` } : { problem: 'no such page' };
  if (isFile(relative)) return { file: relative };
  if (isFile(`${relative}/index.html`)) return { problem: 'the page is there, but the link lacks its trailing slash' };
  return { problem: 'no such page or file' };
}

/** The ids of a built HTML file, parsed by the browser (cached per worker). */
const idsOfFile = new Map<string, Set<string>>();
async function idsOf(page: Page, file: string): Promise<Set<string>> {
  let ids = idsOfFile.get(file);
  if (!ids) {
    const html = readFileSync(join(distDir, file), 'utf8');
    const parsed = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, 'text/html');
      return [...document.querySelectorAll('[id], a[name]')].map(
        (element) => element.id || element.getAttribute('name')!,
      );
    }, html);
    ids = new Set(parsed);
    idsOfFile.set(file, ids);
  }
  return ids;
}

/** Links in Starlight's own markup that point nowhere, each with the page, the path and why it is let pass. */
const upstream: Array<{ page: string; path: string; why: string }> = [
  {
    page: notFoundPage,
    path: withBase('/404/'),
    why: 'Starlight gives the 404 page the canonical and og:url /404/, but Astro builds it as /404.html (served for any unknown path).',
  },
];

test('the sitemap lists every built page, and only built pages; a build with no address of its own has none', () => {
  if (hasSiteUrl) expect(sitemapPages().sort()).toEqual(htmlPagesInDist());
  else expect(existsSync(join(distDir, 'sitemap-index.xml'))).toBe(false);
});

/** What is wrong with each internal URL a page at `path` refers to; external ones are listed in `external`. */
async function brokenLinks(
  page: Page,
  path: string,
  urls: string[],
  own: { origins: Set<string | undefined>; here: URL; liveIds: Set<string> },
  external: Set<string>,
): Promise<string[]> {
  const broken: string[] = [];
  for (const raw of new Set(urls)) {
    const url = new URL(raw);
    if (!['http:', 'https:'].includes(url.protocol)) continue;
    if (!own.origins.has(url.origin)) {
      external.add(url.href);
      continue;
    }
    const shown = `${url.pathname}${url.search}${url.hash}`;
    if (upstream.some((known) => known.page === path && known.path === url.pathname)) continue;
    const target = resolveInDist(url.pathname);
    if ('problem' in target) {
      broken.push(`${shown}: ${target.problem}`);
      continue;
    }
    // The explainer's links carry a response in the fragment, not an anchor: it must read back whole.
    if (url.pathname === explainPath && linkedResponse(url.hash) !== undefined) {
      if (!linkedResponse(url.hash)?.ok)
        broken.push(`${url.pathname}#…: the explainer cannot read the response it carries`);
      continue;
    }
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (anchor === '') continue;
    if (!target.file.endsWith('.html')) {
      broken.push(`${shown}: #${anchor} on a file that is not a page`);
      continue;
    }
    const samePage = url.origin === own.here.origin && url.pathname === own.here.pathname;
    const ids = samePage ? own.liveIds : await idsOf(page, target.file);
    if (!ids.has(anchor)) broken.push(`${shown}: no element with id "${anchor}" on ${url.pathname}`);
  }
  return broken;
}

for (const path of [...templatePages, notFoundPage]) {
  test(`every internal link and #anchor on ${path} resolves`, async ({ page, baseURL }) => {
    await page.goto(path);
    if (path === withBase('/playground/')) {
      // The island renders links of its own (the entry's row) once hydrated.
      await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Trigger' })).toBeEnabled({ timeout: 20_000 });
    }
    const { urls, ids } = await pageRefs(page);
    const external = new Set<string>();
    const broken = await brokenLinks(
      page,
      path,
      urls,
      { origins: new Set([new URL(baseURL!).origin, siteOrigin()]), here: new URL(page.url()), liveIds: new Set(ids) },
      external,
    );
    if (external.size > 0) console.log(`${path} links out to (not fetched): ${[...external].sort().join(' ')}`);
    expect(broken).toEqual([]);
  });
}

// The other pages of a template (entries, the client's modules) share the markup checked above; their links and
// anchors are read from the built HTML (an entry page adds no link once it runs, until the reader opens its mini-run).
test(`every internal link and #anchor on the other ${otherEntryPages.length} pages of a template resolves`, async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const broken: string[] = [];
  const external = new Set<string>();
  for (const path of otherEntryPages) {
    const here = new URL(path, baseURL);
    const html = readFileSync(join(distDir, htmlFileOfPath(path)!), 'utf8');
    const { urls, ids } = await pageRefs(page, { html, url: here.href });
    const own = { origins: new Set([new URL(baseURL!).origin, siteOrigin()]), here, liveIds: new Set(ids) };
    for (const problem of await brokenLinks(page, path, urls, own, external)) broken.push(`${path}: ${problem}`);
  }
  expect(broken).toEqual([]);
});
