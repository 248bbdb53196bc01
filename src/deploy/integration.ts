/**
 * The build's part in deploying: it says in one line what a placeholder address leaves out, and writes the host
 * policy for every kind of host. `_headers` goes into the site (Netlify and Cloudflare Pages read it there); the
 * nginx server block and the Caddyfile go into `deploy/` beside the output folder, since they are a server's
 * configuration, not pages to publish.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { placeholderNotice, site } from '../site.ts';
import { caddyfile, headersFile, nginxServerBlock } from './host-files.ts';

/** The folder beside the build's output that receives the server configs. */
export const serverConfigFolder = (outDir: URL): URL => new URL('../deploy/', outDir);

export const deployIntegration: AstroIntegration = {
  name: 'atlas:deploy',
  hooks: {
    'astro:build:start': ({ logger }) => {
      const notice = placeholderNotice(site);
      if (notice) logger.info(notice);
    },
    'astro:build:done': async ({ dir, logger }) => {
      await writeFile(new URL('_headers', dir), headersFile());
      const folder = serverConfigFolder(dir);
      await mkdir(folder, { recursive: true });
      await writeFile(new URL('nginx.conf', folder), nginxServerBlock());
      await writeFile(new URL('Caddyfile', folder), caddyfile());
      logger.info(`Wrote _headers, and an nginx server block and a Caddyfile in ${fileURLToPath(folder)}`);
    },
  },
};
