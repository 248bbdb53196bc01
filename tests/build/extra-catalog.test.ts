/**
 * A deploy's build, set from the environment with no code changed: a real `astro build` with `ATLAS_CATALOGS` naming
 * a folder that holds the example catalog of a fifth server, Acme Docs, and the site's own addresses in
 * `ATLAS_SITE_URL` and `ATLAS_REPOSITORY`, read back from the built files. The catalog reaches every face of the
 * site; the addresses reach the canonical links, the sitemap, the install commands and the header. And a bad file
 * stops the build before it writes anything.
 *
 * Each case is a whole build (one to three minutes on a loaded machine), so there are two, no more.
 */
import { execFile } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CatalogInput } from '../../src/catalog/schema.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const example = join(root, 'src/examples/acme-docs.catalog.json');
const acme = JSON.parse(readFileSync(example, 'utf8')) as CatalogInput;
const buildTimeout = 600_000;
const addresses = { ATLAS_SITE_URL: 'https://atlas.docs.test', ATLAS_REPOSITORY: 'https://github.com/team/atlas' };

interface BuildResult {
  code: number;
  output: string;
}

/** `astro build` into `outDir` with the catalogs of `folder`: its exit code and everything it printed. */
function build(folder: string, outDir: string): Promise<BuildResult> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['astro', 'build', '--outDir', outDir],
      { cwd: root, env: { ...process.env, ...addresses, ATLAS_CATALOGS: folder }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

/** The paths of a build's HTML pages (but its 404 page and the grader's standalone reports), sorted. */
function htmlPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('.html') && file !== '404.html' && !/^grade\/[^/]+\/report\.html$/.test(file))
    .map((file) => `/${file}`.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
}

/** The paths a build's sitemap lists, through its index. */
function sitemapPaths(dir: string): string[] {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  return locs(readFileSync(join(dir, 'sitemap-index.xml'), 'utf8')).flatMap((sitemap) =>
    locs(readFileSync(join(dir, sitemap.replace(/^\//, '')), 'utf8')),
  );
}

let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'atlas-extra-catalog-'));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('a build with a catalog in its folder', () => {
  let dist: string;
  let result: BuildResult;
  const read = (path: string): string => readFileSync(join(dist, path), 'utf8');

  beforeAll(async () => {
    const folder = join(work, 'catalogs');
    dist = join(work, 'dist');
    mkdirSync(folder);
    copyFileSync(example, join(folder, 'acme-docs.json'));
    result = await build(folder, dist);
  }, buildTimeout);

  test('succeeds and says which catalogs it added', () => {
    expect(result.code, result.output.slice(-4000)).toBe(0);
    expect(result.output).toContain(': acme-docs.json (Acme Docs, 5 entries)');
  });

  test('renders the server’s errors page with a row for every entry', () => {
    const html = read('servers/acme-docs/errors/index.html');
    expect(html).toContain('<title>Acme Docs errors');
    for (const entry of acme.entries) expect(html).toContain(`id="${entry.id}"`);
    for (const group of acme.servers[0]!.groups) expect(html).toMatch(new RegExp(`<h2 id="[^"]+"[^>]*>${group.name}`));
  });

  test('renders the server’s limits page with a row for every limit', () => {
    const html = read('servers/acme-docs/limits/index.html');
    expect(html).toContain('<title>Acme Docs limits');
    for (const limit of acme.limits) expect(html).toContain(`id="${limit.id}"`);
  });

  test('gives every entry a page of its own', () => {
    for (const entry of acme.entries) expect(read(`errors/${entry.id}/index.html`)).toContain(entry.title);
  });

  test('links the server from a seed page’s sidebar and the home page’s cards', () => {
    for (const page of ['servers/clockford/errors/index.html', 'index.html']) {
      const html = read(page);
      expect(html).toContain('href="/servers/acme-docs/errors/"');
      expect(html).toContain('href="/servers/acme-docs/limits/"');
    }
  });

  test('puts its entries and limits into the lookup data and /catalog.json', () => {
    const lookup = JSON.parse(read('lookup.json')) as { records: Array<{ id: string }> };
    const catalog = JSON.parse(read('catalog.json')) as CatalogInput;
    const ids = [...acme.entries, ...acme.limits].map(({ id }) => id);
    expect(lookup.records.map(({ id }) => id)).toEqual(expect.arrayContaining(ids));
    expect(catalog.servers.map(({ id }) => id)).toContain('acme-docs');
    expect([...catalog.entries, ...catalog.limits].map(({ id }) => id)).toEqual(expect.arrayContaining(ids));
  });

  test('serves Markdown copies of its pages and lists them in llms.txt', () => {
    const errors = read('servers/acme-docs/errors.md');
    const limits = read('servers/acme-docs/limits.md');
    for (const entry of acme.entries) expect(errors).toContain(entry.id);
    for (const limit of acme.limits) expect(limits).toContain(limit.id);
    const llms = read('llms.txt');
    expect(llms).toContain('(/servers/acme-docs/errors.md)');
    expect(llms).toContain('(/servers/acme-docs/limits.md)');
    expect(llms).toContain('five MCP servers (Clockford, Rooms, Ichabod, Connect, Acme Docs)');
  });
});

describe('a build with the site’s addresses in its environment', () => {
  const read = (path: string): string => readFileSync(join(work, 'dist', path), 'utf8');

  test('gives every page its canonical link, and the sitemap every page, at the site’s address', () => {
    expect(read('levels/index.html')).toContain(`<link rel="canonical" href="${addresses.ATLAS_SITE_URL}/levels/"`);
    expect(sitemapPaths(join(work, 'dist')).sort()).toEqual(htmlPages(join(work, 'dist')));
    expect(read('sitemap-0.xml')).toContain(`<loc>${addresses.ATLAS_SITE_URL}/levels/</loc>`);
  });

  test('names the site’s address in the install commands, and links the repository from the header', () => {
    const client = read('client/index.html');
    expect(client).toContain(`npm install ${addresses.ATLAS_SITE_URL}/client/`);
    expect(client).toContain(`href="${addresses.ATLAS_REPOSITORY}"`);
    expect(client).toContain(`href="${addresses.ATLAS_REPOSITORY}/tree/main/src/client"`);
    expect(client).not.toMatch(/(?:href|src)="[^"]*\.example/);
  });

  test('writes the nginx server block and the Caddyfile beside the site, not into it', () => {
    expect(readFileSync(join(work, 'deploy', 'nginx.conf'), 'utf8')).toContain('server {');
    expect(readFileSync(join(work, 'deploy', 'Caddyfile'), 'utf8')).toContain('file_server');
    expect(existsSync(join(work, 'dist', 'nginx.conf'))).toBe(false);
  });
});

describe('a build with a bad catalog in its folder', () => {
  test(
    'fails with the problem’s JSON path and writes nothing',
    async () => {
      const folder = join(work, 'bad-catalogs');
      const dist = join(work, 'bad-dist');
      mkdirSync(folder);
      const bad = structuredClone(acme);
      const wire = bad.entries[0]!.wire[0]!;
      if (wire.kind !== 'http') throw new Error('The example’s first entry was expected to be refused over HTTP.');
      wire.status = 700;
      writeFileSync(join(folder, 'acme-docs.json'), JSON.stringify(bad));

      const result = await build(folder, dist);

      expect(result.code).not.toBe(0);
      expect(result.output).toContain('acme-docs.json: $.entries[0].wire[0].status');
      expect(existsSync(join(dist, 'index.html'))).toBe(false);
    },
    buildTimeout,
  );
});
