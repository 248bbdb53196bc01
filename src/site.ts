/**
 * The site's addresses, set here once: `astro.config.mjs` reads them (canonical links, the sitemap,
 * the repository link in the header), and so do the pages and the client package that name them.
 */
export const site = {
  /** Where the site is published. Set it to your URL before you deploy. */
  url: 'https://mcp-error-atlas.example',
  /** The source repository, linked from the header and from "Use the reference client". */
  repository: 'https://github.com/mcp-error-atlas/mcp-error-atlas',
} as const;
