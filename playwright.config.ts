import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_DIST (a build's --outDir) let two test runs share a checkout; see tests/e2e/site-pages.ts.
const port = Number(process.env.E2E_PORT ?? 4329);
const outDir = process.env.E2E_DIST ? ` --outDir ${process.env.E2E_DIST}` : '';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://localhost:${port}`, trace: 'off' },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  webServer: {
    // --ignore-lock: run in the foreground (Astro backgrounds a preview it thinks an agent started) and beside
    // any other preview of this checkout, so Playwright owns and stops exactly this server.
    command: `npx astro preview --port ${port} --host localhost --ignore-lock${outDir}`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
