/**
 * The build's part in deploying: it says in one line what a placeholder address leaves out, and writes the host
 * policy for every kind of host. `_headers` goes into the site (Netlify and Cloudflare Pages read it there); the
 * nginx server block and the Caddyfile go into `deploy/` beside the output folder, since they are a server's
 * configuration, not pages to publish.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { basePathFrom } from '../base-path.ts';
import { placeholderNotice, site } from '../site.ts';
import { caddyfile, headersFile, nginxServerBlock } from './host-files.ts';

/** The folder beside the build's output that receives the server configs. */
export const serverConfigFolder = (outDir: URL): URL => new URL('../deploy/', outDir);

/** The base path the site is built for (Astro's `base`), as the config has it once resolved. */
let base = '/';

export const deployIntegration: AstroIntegration = {
  name: 'atlas:deploy',
  hooks: {
    'astro:config:done': ({ config }) => {
      base = basePathFrom(config.base);
    },
    'astro:build:start': ({ logger }) => {
      const notice = placeholderNotice(site);
      if (notice) logger.info(notice);
    },
    'astro:build:done': async ({ dir, logger }) => {
      await writeFile(new URL('_headers', dir), headersFile(base));
      const folder = serverConfigFolder(dir);
      await mkdir(folder, { recursive: true });
      await writeFile(new URL('nginx.conf', folder), nginxServerBlock(undefined, base));
      await writeFile(new URL('Caddyfile', folder), caddyfile(undefined, base));
      logger.info(`Wrote _headers, and an nginx server block and a Caddyfile in ${fileURLToPath(folder)}`);
    },
  },
};
