/**
 * The site's addresses, set here once: `astro.config.mjs` reads them (canonical links, the sitemap,
 * the repository link in the header), and so do the pages and the client package that name them.
 */
export const site = {
  /** Where the site is published. Set it to your URL before you deploy. */
  url: 'https://mcp-error-atlas.example',
  /**
   * The source repository, linked from the header and from "Use the reference client". Set it to your repository
   * before you deploy: like `url`, it is a reserved `.example` address until then, so it points at nobody's code.
   */
  repository: 'https://github.mcp-error-atlas.example/mcp-error-atlas',
} as const;
