/**
 * A build for a base path, as GitHub Pages serves a project (`ATLAS_BASE=/atlas/`): a real `astro build`, read back
 * file by file. Every address the site writes for itself must stay under the path: an `href`, `src` or `action` in
 * the HTML, a link or a fetch in its scripts, a link in the Markdown copies and llms.txt, the JSON's own URLs, the
 * sitemap, and the host files. A bad base path stops the build before it writes anything.
 *
 * The build goes to `dist-base/`, the folder the browser tests' second pass serves (`npm run test:e2e:base`), so
 * `npm test` builds the site under a path once, not twice.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { escapesOfBuild } from './base-escapes.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const buildTimeout = 600_000;
const base = '/atlas/';
const dist = join(root, 'dist-base');
// As `npm run build:base` sets them, so the browser tests' second pass can serve this build.
const siteUrl = 'https://pages.atlas.test';

interface BuildResult {
  code: number;
  output: string;
}

/**
 * This process's environment with `env` added, less what Vitest puts there of Vite's own (`BASE_URL` and the mode)
 * and its `NODE_ENV=test`: a build that inherits `BASE_URL=/` renders its pages for the root, whatever its base path,
 * and one that inherits `NODE_ENV=test` is built as for development (Starlight's search script, for one, drops the
 * code that loads Pagefind, and its inline hash no longer matches the policy's).
 */
function buildEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(
    ([name]) => !['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR', 'NODE_ENV'].includes(name),
  );
  return { ...Object.fromEntries(inherited), ...env };
}

/** `astro build` into `outDir` with `env` added: its exit code and everything it printed. */
function build(outDir: string, env: Record<string, string>): Promise<BuildResult> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['astro', 'build', '--outDir', outDir],
      { cwd: root, env: buildEnvironment(env), maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}\n${stderr}` });
      },
    );
  });
}

describe('a build under a base path', () => {
  let result: BuildResult;
  const read = (path: string): string => readFileSync(join(dist, path), 'utf8');

  beforeAll(async () => {
    rmSync(dist, { recursive: true, force: true });
    result = await build(dist, { ATLAS_BASE: base, ATLAS_SITE_URL: siteUrl });
  }, buildTimeout);

  test('succeeds', () => {
    expect(result.code, result.output.slice(-4000)).toBe(0);
  });

  test('writes no address of its own outside the path: HTML, scripts, Markdown, JSON, sitemap', () => {
    expect(escapesOfBuild(dist, base)).toEqual([]);
  });

  test('puts the pages, the catalog’s schema and the client’s tarball at the site’s address under the path', () => {
    expect(read('levels/index.html')).toContain(`<link rel="canonical" href="${siteUrl}/atlas/levels/"`);
    expect(read('client/index.html')).toContain(`npm install ${siteUrl}/atlas/client/mcp-error-atlas-client-`);
    expect((JSON.parse(read('catalog.json')) as { $schema: string }).$schema).toBe('/atlas/catalog.schema.json');
    expect((JSON.parse(read('schema/errors-and-limits/v1.json')) as { $id: string }).$id).toBe(
      '/atlas/schema/errors-and-limits/v1.json',
    );
  });

  test('is built for production: every inline script of a page is allowed by the policy’s hashes', () => {
    for (const page of ['index.html', 'levels/index.html', 'playground/index.html']) {
      const html = read(page);
      const policy = /http-equiv="content-security-policy" content="([^"]+)"/i.exec(html)?.[1] ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline.length, page).toBeGreaterThan(0);
      const missing = inline
        .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
        .filter((hash) => !policy.includes(hash));
      expect(missing, page).toEqual([]);
    }
  });

  test('writes a _headers file whose patterns are under the path', () => {
    expect(read('_headers')).toMatch(/^\/atlas\/\*$/m);
    expect(read('_headers')).toMatch(/^\/atlas\/_astro\/\*$/m);
  });
});

describe('a build with a bad base path', () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'atlas-bad-base-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  test(
    'stops at once, saying what to set, and writes nothing',
    async () => {
      const outDir = join(work, 'dist');
      const bad = await build(outDir, { ATLAS_BASE: 'atlas/../x' });
      expect(bad.code).not.toBe(0);
      expect(bad.output).toContain('ATLAS_BASE is "atlas/../x", which is not a path the site can be served under');
      expect(bad.output).toContain('for example ATLAS_BASE=/atlas/');
      expect(existsSync(join(outDir, 'index.html'))).toBe(false);
    },
    buildTimeout,
  );
});
