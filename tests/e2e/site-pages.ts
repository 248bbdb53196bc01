import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath, withBase, withoutBase } from '../../src/base-path.ts';

/**
 * The built site that `astro preview` serves and the browser tests read: `dist/`, or E2E_DIST (an `--outDir`,
 * absolute or relative to the project) for a build of one's own while another build of this checkout is under way.
 */
export const distDir = resolve(fileURLToPath(new URL('../../', import.meta.url)), process.env.E2E_DIST ?? 'dist');

// The tested build is served under `basePath`: `/`, or ATLAS_BASE in the second pass (`npm run test:e2e:base`),
// which tests a build made with the same ATLAS_BASE. Every path below is a URL path under it, as a browser asks.

/** Starlight's not-found page: built, served for unknown paths, and in no sitemap. */
export const notFoundPage = withBase('/404.html');

function assertBuilt(dir: string): void {
  if (!existsSync(join(dir, 'index.html')))
    throw new Error(`No built site in ${dir}: run \`npm run build\` before the browser tests.`);
}

/** Every file under `dir`, as paths relative to it with forward slashes. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The URL path an HTML file of the build is served at: `a/b/index.html` is `/a/b/` (under the base path). */
export function pathOfHtmlFile(file: string): string {
  return withBase(`/${file}`.replace(/(^|\/)index\.html$/, '$1'));
}

/** The built HTML file a URL path is served from, relative to `dist/`, or undefined if there is none. */
export function htmlFileOfPath(path: string, dir = distDir): string | undefined {
  if (!path.startsWith(basePath)) return undefined;
  const trimmed = decodeURIComponent(withoutBase(path)).replace(/^\//, '');
  const candidates =
    trimmed === '' || trimmed.endsWith('/') ? [`${trimmed}index.html`] : [trimmed, `${trimmed}/index.html`];
  return candidates.find((candidate) => existsSync(join(dir, candidate)) && candidate.endsWith('.html'));
}

/** The paths the sitemap lists (`sitemap-index.xml` and the sitemaps it names), without the site's origin. */
export function sitemapPages(dir = distDir): string[] {
  const index = join(dir, 'sitemap-index.xml');
  if (!existsSync(index)) return [];
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return locs(readFileSync(index, 'utf8')).flatMap((sitemap) =>
    locs(readFileSync(join(dir, withoutBase(sitemap).replace(/^\//, '')), 'utf8')),
  );
}

/** The site's own origin (`site` in the Astro config), as the sitemap gives it. */
export function siteOrigin(dir = distDir): string | undefined {
  const index = join(dir, 'sitemap-index.xml');
  const loc = existsSync(index) ? /<loc>([^<]+)<\/loc>/.exec(readFileSync(index, 'utf8'))?.[1] : undefined;
  return loc === undefined ? undefined : new URL(loc).origin;
}

/**
 * The grader's standalone reports of the scoreboard's runs (`/grade/<client>/report.html`): self-contained files,
 * not pages of the docs, with no site chrome. `report-card.spec.ts` tests them.
 */
export const standaloneReport = /^grade\/[^/]+\/report\.html$/;

/** The path of each HTML file in `dist/` but the 404 page and the standalone reports, sorted. */
export function htmlPagesInDist(dir = distDir): string[] {
  assertBuilt(dir);
  return filesUnder(dir)
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !standaloneReport.test(file))
    .map(pathOfHtmlFile)
    .sort();
}

/**
 * Every page of the built site: each HTML file in `dist/` (but the 404 page) and each path in the
 * sitemap, sorted. Read from the build, so a page someone adds is tested without editing this file.
 */
export function builtPages(dir = distDir): string[] {
  return [...new Set([...htmlPagesInDist(dir), ...sitemapPages(dir)])].sort();
}

/** Every page of the site, as URL paths (`/`, `/levels/`, ...). */
export const sitePages: string[] = builtPages();

/**
 * Pages made from one template over data: an entry's own page, `/errors/<server>.<level>.<name>/` (of a kind, the
 * server and level), and a module of the client, `/client/source/<module>/`.
 */
function templateOf(sitePath: string): string | undefined {
  const path = withoutBase(sitePath);
  const entry = /^\/errors\/([a-z]+\.[a-z]+)\.[^/]+\/$/.exec(path)?.[1];
  if (entry !== undefined) return entry;
  return /^\/client\/source\/[^/]+\/$/.test(path) ? 'client-source' : undefined;
}

/**
 * Every page but those made from one template over data, and of those the first of each kind (an entry page of each
 * server and level, one module of the client): they differ in their data, not their markup. The benchmark runs
 * Lighthouse on these.
 */
export function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const kind = templateOf(path);
    if (kind === undefined) return true;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

/**
 * The pages that tell the site's templates apart (`onePerTemplate`). The checks that open each page in a browser
 * (axe in both themes, the console, the policy, the agents' links) run on these; E2E_ALL_ENTRY_PAGES=1 runs them on
 * every page. What is read from the built HTML (validity, links and anchors, each entry page's facts) covers every
 * page.
 */
export const templatePages: string[] =
  process.env['E2E_ALL_ENTRY_PAGES'] === '1' ? sitePages : onePerTemplate(sitePages);

/** The pages `templatePages` leaves out. */
export const otherEntryPages: string[] = sitePages.filter((path) => !templatePages.includes(path));
