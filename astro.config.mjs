// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import process from 'node:process';
import { URL, fileURLToPath } from 'node:url';
import { prebuiltEntryIndex } from './src/build/prebuilt-entry-index.ts';
import { sharedSdkCore } from './src/build/shared-sdk-core.ts';

/** @type {Array<[label: string, id: string]>} */
const servers = [
  ['Clockford', 'clockford'],
  ['Rooms', 'rooms'],
  ['Ichabod', 'ichabod'],
  ['Connect', 'connect'],
];

/**
 * The Content-Security-Policy of every page, as a meta tag; `public/_headers` sends the same policy
 * as a header for static hosts, plus `frame-ancestors` (not valid in a meta tag).
 * Scripts: the site's own files, and the inline scripts Starlight and Astro emit, by hash (the
 * browser tests name any inline script whose hash is missing). `'wasm-unsafe-eval'` lets Pagefind
 * compile its WebAssembly; it allows no `eval` of JavaScript.
 */
const inlineScriptHashes = [
  // Starlight: theme provider, theme pickers, the search shortcut hint, the sidebar's scroll and
  // state restore, and its bundled custom elements (theme select, search, sidebar, table of contents).
  'sha256-VWo5Wp4aqSj6nSgMpeAp9cKieaoIfwFUAunAVugI5gA=',
  'sha256-GkZBRnvSuhtx/cvzvukVkX2JJZW+DdPlVr7BX8Tefqo=',
  'sha256-f/zAUE74ucc3JYp4r4QQvkJofoQdkOIhHYK+jeZ6eko=',
  'sha256-wX2yOADeV+NMngflD5uYi3vl50SHC4sfM1EmylVjlX4=',
  'sha256-7eCV4jtsr4t4knb3c4FCRPeu7GGZeOUGE3XvWix0XOQ=',
  'sha256-nVO98WGdJA5yup1/MAdukGqUlS6Psuf7JJFF5ikWqbQ=',
  'sha256-hP48sUywTAXyg22qvpdOC/cYIA8MfPdKEbPC/mvGk4M=',
  'sha256-VgrgcKBvIM3XpiLJ6fEv1Vy6YHBwlKLkYtFdfBMouTo=',
  'sha256-ucPfdYc9FPIvbmnn9ECv3eLKYLt8/heMPFQ+hNTn6jY=',
  // Astro: the island bootstrap (astro-island and its client:visible directive), on /playground/.
  'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q=',
  'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U=',
  // Ours: the exact-lookup link in the search dialog (src/components/overrides/Search.astro).
  'sha256-Z83UR66UBkJNwQHBDcOrwO/BB9QT7ptxd1E4QEkEdig=',
];
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${inlineScriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');
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
  site: 'https://mcp-error-atlas.example',
  output: 'static',
  vite: { plugins: [browserShims, prebuiltEntryIndex, sharedSdkCore()] },
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'MCP Error Atlas',
      description: 'How MCP servers fail, and how a client should react.',
      lastUpdated: false,
      pagefind: true,
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
            { label: 'Grade your own client', link: '/grade/' },
            { label: 'Report card', link: '/report-card/' },
          ],
        },
        {
          label: 'Guides',
          items: [
            { label: 'Designing a resilient client', link: '/guides/resilient-client/' },
            { label: 'Idempotent writes', link: '/guides/idempotent-writes/' },
            { label: 'Protocol revisions', link: '/guides/protocol-revisions/' },
          ],
        },
        ...servers.map(([label, id]) => ({
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
  ],
});
