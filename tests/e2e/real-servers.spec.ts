import { expect, test, type APIResponse } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { basePath, withBase } from '../../src/base-path.ts';
import { caddyfile, nginxServerBlock, type ServerPlace } from '../../src/deploy/host-files.ts';
import { everyResponse } from '../../src/deploy/host-policy.ts';
import { distDir, filesUnder } from './site-pages.ts';

/**
 * The built site behind Debian's nginx and Caddy, each configured by the file the build writes for it: every
 * header on a page, an asset, a Markdown copy and the worker, the site's 404, and the playground's smoke test
 * through the server. `.ci/run` installs both servers, as it installs Chromium.
 *
 * Under a base path (the second pass), nginx serves the build under it, as GitHub Pages does: its root is a folder that
 * holds the build at the path. Caddy is left to the first pass: it reads the same policy, and nginx proves the path.
 */

interface RealServer {
  readonly name: string;
  readonly binary: string;
  readonly install: string;
  /** Whether the second pass, under a base path, runs it too. */
  readonly underAPath: boolean;
  /** The files to write in `dir` and the command that serves `place` from them. */
  setUp(dir: string, place: ServerPlace): { args: string[]; env?: Record<string, string> };
}

const mimeTypes = '/etc/nginx/mime.types';

const realServers: RealServer[] = [
  {
    name: 'nginx',
    binary: '/usr/sbin/nginx',
    install: 'apt-get install nginx',
    underAPath: true,
    setUp(dir, place) {
      // One process (no workers to switch user), logs and temporary files in the test's own folder.
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `${kind}_temp_path ${dir}/${kind};`,
      );
      writeFileSync(join(dir, 'site.conf'), nginxServerBlock(place, basePath));
      writeFileSync(
        join(dir, 'nginx.conf'),
        [
          'daemon off;',
          'master_process off;',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'events {}',
          `http { include ${mimeTypes}; access_log off; ${temp.join(' ')} include ${dir}/site.conf; }`,
        ].join('\n'),
      );
      return { args: ['-p', dir, '-c', join(dir, 'nginx.conf')] };
    },
  },
  {
    name: 'Caddy',
    binary: '/usr/bin/caddy',
    install: 'apt-get install caddy',
    underAPath: false,
    setUp(dir, place) {
      // The global options keep this Caddy off the admin port another might hold, and out of the user's home.
      writeFileSync(join(dir, 'Caddyfile'), `{\n\tadmin off\n}\n\n${caddyfile(place, basePath)}`);
      return {
        args: ['run', '--adapter', 'caddyfile', '--config', join(dir, 'Caddyfile')],
        env: { XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir },
      };
    },
  },
];

/** A port nobody holds now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers, or fails with what the server printed. */
async function untilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`Nothing answered on ${url} within 30 s:\n${output()}`);
}

function expectEveryResponseHeader(response: APIResponse): void {
  for (const [name, value] of Object.entries(everyResponse))
    expect(response.headers()[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
}

const anAsset = (): string =>
  withBase(`/_astro/${readdirSync(join(distDir, '_astro')).find((file) => file.endsWith('.js'))!}`);
const aMarkdownCopy = (): string =>
  withBase(`/${filesUnder(distDir).find((file) => /^servers\/[^/]+\/errors\.md$/.test(file))!}`);

/** The folder a server maps URL paths onto: the build itself at the root; under a path, a folder holding it there. */
function servedRoot(dir: string): string {
  if (basePath === '/') return distDir;
  const root = join(dir, 'www');
  const site = join(root, basePath.slice(1, -1));
  mkdirSync(dirname(site), { recursive: true });
  symlinkSync(distDir, site);
  return root;
}

for (const server of realServers) {
  const tag = server.underAPath ? ['@under-a-path'] : [];
  test.describe(`the built site behind ${server.name}`, { tag }, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    let child: ChildProcess;
    let dir: string;
    let origin: string;

    test.beforeAll(async () => {
      if (!existsSync(server.binary))
        throw new Error(`${server.name} is not installed at ${server.binary}: ${server.install} (.ci/run does).`);
      dir = mkdtempSync(join(tmpdir(), `atlas-${server.name.toLowerCase()}-`));
      const port = await freePort();
      const { args, env } = server.setUp(dir, { root: servedRoot(dir), port });
      let output = '';
      child = spawn(server.binary, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      origin = `http://127.0.0.1:${port}`;
      await untilUp(`${origin}${basePath}`, child, () => output);
    });

    test.afterAll(() => {
      child?.kill();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    test('sends every header on a page, an asset, a Markdown copy and the worker', async ({ request }) => {
      const page = await request.get(`${origin}${withBase('/levels/')}`);
      expect(page.status()).toBe(200);
      expect(page.headers()['content-type']).toMatch(/^text\/html/);
      expectEveryResponseHeader(page);

      const asset = await request.get(`${origin}${anAsset()}`);
      expect(asset.status()).toBe(200);
      expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expectEveryResponseHeader(asset);

      const markdown = await request.get(`${origin}${aMarkdownCopy()}`);
      expect(markdown.status()).toBe(200);
      expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8');
      expectEveryResponseHeader(markdown);

      const worker = await request.get(`${origin}${withBase('/playground/mockServiceWorker.js')}`);
      expect(worker.status()).toBe(200);
      expect(worker.headers()['cache-control']).toBe('no-cache');
      expect(worker.headers()['content-type']).toMatch(/javascript/);
      expectEveryResponseHeader(worker);

      const llms = await request.get(`${origin}${withBase('/llms.txt')}`);
      expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8');
    });

    test('answers a missing path with the site’s 404 page, and a page without its slash with a redirect', async ({
      request,
    }) => {
      const missing = await request.get(`${origin}${withBase('/no-such-page/')}`);
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain('<title>404');
      expectEveryResponseHeader(missing);

      const bare = await request.get(`${origin}${withBase('/levels')}`, { maxRedirects: 0 });
      expect([301, 308]).toContain(bare.status());
      expect(new URL(bare.headers().location!, origin).pathname).toBe(withBase('/levels/'));
    });

    test('runs the playground under its policy: the default link teaches its lesson', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(`${origin}${withBase('/playground/')}`);
      await expect(page.locator('astro-island:not([ssr])')).toHaveCount(1);
      const trigger = page.getByRole('button', { name: 'Trigger' });
      await expect(trigger).toBeEnabled({ timeout: 20_000 });
      await trigger.click();
      await expect(page.locator('.pg-pane[data-state="done"]')).toHaveCount(2, { timeout: 60_000 });
      const outcome = page.getByRole('region', { name: 'Scorecard' }).getByRole('row', { name: /^Outcome/ });
      expect(await outcome.getByRole('cell').allInnerTexts()).toEqual(['Succeeded', 'Gave up']);
      expect(violations).toEqual([]);
    });
  });
}
