// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import preact from '@astrojs/preact';
import mdx from '@astrojs/mdx';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { clientPackageIntegration } from './src/build/client-package.ts';
import { prebuiltCatalog } from './src/build/prebuilt-catalog.ts';
import { prebuiltEntryIndex } from './src/build/prebuilt-entry-index.ts';
import { sharedSdkCore } from './src/build/shared-sdk-core.ts';
import { contentSecurityPolicy, headersWithPolicy } from './src/content-security-policy.mjs';
import { site } from './src/site.ts';
import { addBuildCatalogs } from './src/build/catalog-folder.ts';

// Catalogs given as data (`catalogs/*.json`, or the folder ATLAS_CATALOGS names) join the seeds before anything reads
// the catalog, so their servers get every page the seeds get; a bad file stops the build here.
addBuildCatalogs(fileURLToPath(new URL('./', import.meta.url)));
const { servers: catalogServers } = await import('./src/catalog/index.ts');

/** The servers the sidebar lists: every server of the catalog that a mock serves, in catalog order. */
const servers = catalogServers.filter((server) => server.mountPath !== undefined);

/**
 * `astro dev` adds inline scripts of its own (the dev toolbar's settings, which name this machine, and a
 * development build of the island bootstrap) that no fixed hash covers, so the policy ships with builds only.
 */
const isDevServer = process.argv.includes('dev');

/**
 * In the browser build only, MSW's cookie jar gets a small stand-in for `tldts` (the Public Suffix List,
 * about 100 kB gzipped); `src/mock/browser-shims/tldts.ts` says why that is safe for the playground.
 * @type {import('vite').Plugin}
 */
const browserShims = {
  name: 'atlas:browser-shims',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id) {
    return id === 'tldts' ? fileURLToPath(new URL('./src/mock/browser-shims/tldts.ts', import.meta.url)) : null;
  },
};

export default defineConfig({
  // The site's URL and its repository are set in src/site.ts.
  site: site.url,
  output: 'static',
  vite: { plugins: [browserShims, prebuiltCatalog, prebuiltEntryIndex, sharedSdkCore()] },
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'MCP Error Atlas',
      description: 'How MCP servers fail, and how a client should react.',
      lastUpdated: false,
      pagefind: true,
      social: [{ icon: 'github', label: 'Source code', href: site.repository }],
      head: isDevServer
        ? []
        : [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy } }],
      components: {
        Search: './src/components/overrides/Search.astro',
        PageTitle: './src/components/overrides/PageTitle.astro',
        Hero: './src/components/overrides/Hero.astro',
      },
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'Three levels, golden rules', link: '/levels/' },
            { label: 'Playground', link: '/playground/' },
            { label: 'Code lookup', link: '/lookup/' },
            { label: 'Explain this response', link: '/explain/' },
            { label: 'Use the reference client', link: '/client/' },
            { label: 'Grade your own client', link: '/grade/' },
            { label: 'Report card', link: '/report-card/' },
            { label: 'Document your own server', link: '/catalog-format/' },
          ],
        },
        {
          label: 'Guides',
          items: [
            { label: 'Designing a resilient client', link: '/guides/resilient-client/' },
            { label: 'Idempotent writes', link: '/guides/idempotent-writes/' },
            { label: 'Protocol revisions', link: '/guides/protocol-revisions/' },
            { label: 'Many clients at once', link: '/guides/many-clients/' },
          ],
        },
        ...servers.map(({ name: label, id }) => ({
          label,
          items: [
            { label: 'Errors', link: `/servers/${id}/errors/` },
            { label: 'Limits', link: `/servers/${id}/limits/` },
          ],
        })),
        { label: 'MCP specification', items: [{ label: 'Protocol errors', link: '/spec/errors/' }] },
      ],
      customCss: ['./src/styles/catalog.css'],
    }),
    // The islands are written against React's API; Preact renders them through preact/compat, at a fifth of
    // react-dom's weight, so the playground and the storm lab keep within their budgets (README, Layout).
    preact({ compat: true }),
    mdx(),
    headersWithPolicy,
    clientPackageIntegration(),
  ],
});
