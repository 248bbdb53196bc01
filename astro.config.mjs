// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { clientPackageIntegration } from './src/build/client-package.ts';
import { prebuiltCatalog } from './src/build/prebuilt-catalog.ts';
import { prebuiltClientEntries } from './src/build/prebuilt-client-entries.ts';
import { prebuiltEntryIndex, prebuiltLoadedServers } from './src/build/prebuilt-entry-index.ts';
import { sharedSdkCore } from './src/build/shared-sdk-core.ts';
import { sdkClientWithoutOAuth } from './src/build/sdk-client-oauth.ts';
import { lazyServerModules } from './src/build/lazy-server-modules.ts';
import { searchLoadsOnIntent } from './src/build/search-on-intent.ts';
import { chunkReport } from './src/build/chunk-report.ts';
import { contentSecurityPolicy } from './src/content-security-policy.mjs';
import { deployIntegration } from './src/deploy/integration.ts';
import { baseLinksIntegration } from './src/deploy/base-links.ts';
import { hasRepository, hasSiteUrl, site } from './src/site.ts';
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
 * In the browser build only, small stand-ins for code the playground never runs whole (`src/mock/browser-shims/` says
 * why each is safe): MSW's cookie jar gets one for `tough-cookie` (and so never reaches `tldts`, the Public Suffix
 * List), the MCP SDK one for its `_shims` module, whose default JSON Schema validator no mock server needs, and MSW
 * no-op WebSocket and XMLHttpRequest interceptors, since the playground only ever uses `fetch`.
 * @type {import('vite').Plugin}
 */
const browserShims = {
  name: 'atlas:browser-shims',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id) {
    const shim = {
      tldts: 'tldts.ts',
      'tough-cookie': 'tough-cookie.ts',
      '@modelcontextprotocol/client/_shims': 'sdk-shims.ts',
      '@modelcontextprotocol/server/_shims': 'sdk-shims.ts',
      '@mswjs/interceptors/WebSocket': 'no-interceptor.ts',
      '@mswjs/interceptors/XMLHttpRequest': 'no-interceptor.ts',
    }[id];
    return shim ? fileURLToPath(new URL(`./src/mock/browser-shims/${shim}`, import.meta.url)) : null;
  },
};

/**
 * In the browser build only, the official SDK v1 client (which the playground runs when a reader chooses it) gets a
 * stand-in for its default JSON Schema validator, Ajv: `src/playground/sdk-clients/sdk-v1-validator-shim.ts` says why.
 * @type {import('vite').Plugin}
 */
const sdkV1ValidatorShim = {
  name: 'atlas:sdk-v1-validator-shim',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId(id, importer) {
    const fromSdkV1 = importer?.replaceAll('\\', '/').includes('/@modelcontextprotocol/sdk/');
    if (!fromSdkV1 || !id.endsWith('/validation/ajv-provider.js')) return null;
    return fileURLToPath(new URL('./src/playground/sdk-clients/sdk-v1-validator-shim.ts', import.meta.url));
  },
};

/**
 * Astro marks each MDX page's module with its own directive, "use astro:head-inject", and reads it before bundling;
 * the bundler then warns, once per page, that it may not keep it. Only that warning is dropped, in every build
 * environment (Astro builds its pages in one of its own): every other warning, of any other directive too, is printed.
 * @type {import('vite').Plugin}
 */
const quietAstroDirective = {
  name: 'atlas:quiet-astro-directive',
  configEnvironment: () => ({
    build: {
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use astro:head-inject"')) return;
          warn(warning);
        },
      },
    },
  }),
};

export default defineConfig({
  // The site's URL and its repository come from ATLAS_SITE_URL and ATLAS_REPOSITORY (src/site.ts). With no URL set,
  // the pages carry no canonical links to a placeholder, and there is no sitemap.
  ...(hasSiteUrl ? { site: new URL(site.url).origin } : {}),
  // The path the site is served under, from ATLAS_BASE (src/base-path.ts): `/` by default, `/atlas/` or a GitHub
  // Pages project's `/<repository>/`. Every address the site writes for itself goes through `withBase`.
  base: site.base,
  output: 'static',
  vite: {
    plugins: [
      browserShims,
      sdkV1ValidatorShim,
      quietAstroDirective,
      prebuiltCatalog,
      prebuiltClientEntries,
      prebuiltEntryIndex,
      prebuiltLoadedServers,
      sdkClientWithoutOAuth(),
      lazyServerModules,
      searchLoadsOnIntent,
      sharedSdkCore(),
      chunkReport(fileURLToPath(new URL('./', import.meta.url))),
    ],
    build: {
      // The largest chunk (about 650 kB) is the mock servers, MSW and the SDK, which the playground loads on first use;
      // `npm run bench` holds the playground to its own budgets (README, Layout), so Vite's general 500 kB hint is noise.
      chunkSizeWarningLimit: 800,
    },
    // A worker is bundled on its own, with only these plugins: the storm lab's worker reads the lab's servers, which
    // without the prebuilt list would bring the entry index, the whole catalog and zod.
    worker: {
      format: 'es',
      plugins: () =>
        [prebuiltLoadedServers, prebuiltEntryIndex].map((plugin) => ({ ...plugin, applyToEnvironment: undefined })),
    },
  },
  trailingSlash: 'always',
  integrations: [
    // Starlight adds the sitemap integration unless one of that name is there; without the site's address it can only
    // print a warning and skip. The build's own line (atlas:deploy) already says there is no sitemap, so here a
    // stand-in of that name keeps a newcomer's first build free of a warning that reads as a failure.
    ...(hasSiteUrl ? [] : [{ name: '@astrojs/sitemap', hooks: {} }]),
    starlight({
      title: 'MCP Error Atlas',
      description: 'How MCP servers fail, and how a client should react.',
      lastUpdated: false,
      pagefind: true,
      // src/pages/404.astro is the not-found page.
      disable404Route: true,
      social: hasRepository ? [{ icon: 'github', label: 'Source code', href: site.repository }] : [],
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
            { label: 'What your SDK does', link: '/sdks/' },
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
    react(),
    mdx(),
    // The docs' own links (`[the levels](/levels/)`) are written for the root; under a base path this moves them there.
    baseLinksIntegration(site.base),
    deployIntegration,
    clientPackageIntegration(),
  ],
});
