import { defineConfig, devices, type Project } from '@playwright/test';
import { basePathFrom } from './src/base-path.ts';

// E2E_PORT and E2E_DIST (a build's --outDir) let two test runs share a checkout; see tests/e2e/site-pages.ts.
const port = Number(process.env.E2E_PORT ?? 4329);
const outDir = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';

// ATLAS_BASE, as the tested build was made with it: `npm run test:e2e:base` tests the build under /atlas/ (dist-base,
// which `npm run build:base` or tests/build/base-path.test.ts writes). `astro preview` serves it under the same path,
// and the tests ask for every page under it (withBase).
const base = basePathFrom(process.env.ATLAS_BASE);

const chromium: Project['use'] = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/**
 * Under a base path, the second pass runs where a path can break something, and opens one page per template
 * (`templatePages`), so it stays short on two cores:
 * - links.spec: every link and #anchor of every built page resolves under the path, and none leaves it (each page's
 *   Markdown link too, which is why agents.spec's per-page test is left at the root);
 * - search.spec: Pagefind's bundle and results, and the exact lookup's fetch and result links;
 * - console.spec: every template page loads with no failed request (an asset, script or fetch outside the path 404s).
 * And, of other files, the tests tagged @under-a-path:
 * - agents.spec: llms.txt and llms-full.txt link the Markdown copies under the path, and each link is served;
 * - report-card.spec: the report card fetches a run's checks.json, and the scoreboard links its reports;
 * - playground.spec: the smoke run (the service worker's scope and the mock under the path) and a "Try it" link;
 * - security.spec: the inline scripts' hashes and the policy of every page, and Pagefind under the policy;
 * - real-servers.spec: the generated nginx block, serving the site under the path.
 * Left at the root: axe, HTML validity, layout, the standalone reports and the playground's per-entry runs, which
 * no path changes.
 */
const underAPath: Project[] = [
  {
    name: `chromium under ${base}`,
    testMatch: ['links.spec.ts', 'search.spec.ts', 'console.spec.ts'],
    use: chromium,
  },
  {
    name: `chromium under ${base}: tagged`,
    testMatch: [
      'agents.spec.ts',
      'report-card.spec.ts',
      'playground.spec.ts',
      'security.spec.ts',
      'real-servers.spec.ts',
    ],
    grep: /@under-a-path/,
    use: chromium,
  },
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'off' },
  projects: base === '/' ? [{ name: 'chromium', use: chromium }] : underAPath,
  webServer: {
    // --ignore-lock: run in the foreground (Astro backgrounds a preview it thinks an agent started) and beside
    // any other preview of this checkout, so Playwright owns and stops exactly this server.
    command: `npx astro preview --port ${port} --host localhost --ignore-lock${outDir}`,
    url: `http://localhost:${port}${base}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
