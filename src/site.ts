/**
 * The site's addresses, set once: `astro.config.mjs` reads them (canonical links, the sitemap, the repository link
 * in the header), and so do the pages and the client package that name them. A deploy sets them from the
 * environment at build time, with no code changed:
 *
 *     ATLAS_SITE_URL=https://atlas.your-team.dev ATLAS_REPOSITORY=https://github.com/you/atlas npm run build
 *
 * Until then each is a reserved `.example` address, which points at nobody, and the pages link to neither.
 */
import process from 'node:process';
import { basePathFrom, baseVariable, withBase } from './base-path.ts';

/** The reserved addresses the site holds until a deploy names its own. */
export const placeholderSite = {
  url: 'https://mcp-error-atlas.example',
  repository: 'https://github.mcp-error-atlas.example/mcp-error-atlas',
} as const;

/** The environment variable that sets each address. */
export const siteVariables = { url: 'ATLAS_SITE_URL', repository: 'ATLAS_REPOSITORY' } as const;

type Address = keyof typeof placeholderSite;

export interface Site {
  /** Where the site is published, with no trailing slash: its origin, then its base path if it has one. */
  readonly url: string;
  /** The path the site is served under, `/` or `/atlas/` (`ATLAS_BASE`, `src/base-path.ts`). */
  readonly base: string;
  /** The source repository, with no trailing slash. */
  readonly repository: string;
  /** The addresses still at their placeholder. */
  readonly placeholders: readonly Address[];
}

/** One address from the environment, or its placeholder; anything but an absolute http(s) URL is refused. */
function addressFrom(address: Address, env: Readonly<Record<string, string | undefined>>): string {
  const name = siteVariables[address];
  const value = env[name]?.trim();
  if (!value) return placeholderSite[address];
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new Error(
      `${name} is "${value}", which is not an absolute http(s) address. ` +
        `Set it to the address itself, for example ${name}=https://docs.your-team.dev, or unset it.`,
    );
  }
  return parsed.href.replace(/\/+$/, '');
}

/**
 * The published address: the origin, then the base path. An `ATLAS_SITE_URL` that carries a path (a GitHub Pages URL
 * does) must carry the base path itself, so the two settings can never disagree about where the pages are.
 */
function publishedUrl(url: string, base: string): string {
  const { origin, pathname } = new URL(url);
  const path = pathname === '/' ? '/' : `${pathname}/`;
  if (path !== '/' && path !== base) {
    throw new Error(
      `${siteVariables.url} is "${url}", whose path ${path} is not the base path ${base} (${baseVariable}). ` +
        `Set ${baseVariable}=${path} to serve the site there, or give ${siteVariables.url} the origin alone (${origin}).`,
    );
  }
  return `${origin}${base}`.replace(/\/$/, '');
}

/** The site's addresses as the environment sets them. */
export function siteFrom(env: Readonly<Record<string, string | undefined>>): Site {
  const base = basePathFrom(env[baseVariable]?.trim());
  const url = addressFrom('url', env);
  const addresses = {
    url: url === placeholderSite.url ? url : publishedUrl(url, base),
    repository: addressFrom('repository', env),
  };
  const placeholders = (['url', 'repository'] as const).filter(
    (address) => addresses[address] === placeholderSite[address],
  );
  return { ...addresses, base, placeholders };
}

/** The full address of a path of the site: `/client/x.tgz` → `https://docs.your-team.dev/atlas/client/x.tgz`. */
export function siteAddress(path: string, current: Site = site): string {
  return `${new URL(current.url).origin}${withBase(path, current.base)}`;
}

/** What a build with placeholders leaves out, and how to set them: one line, or nothing when both are set. */
export function placeholderNotice(current: Site): string | undefined {
  if (current.placeholders.length === 0) return undefined;
  const effects = current.placeholders.map((address) =>
    address === 'url'
      ? 'no canonical links or sitemap, and the install commands name a placeholder address'
      : 'no link to the source repository',
  );
  const variables = current.placeholders.map((address) => `${siteVariables[address]}=…`).join(' ');
  return `The site's ${current.placeholders.join(' and ')} ${current.placeholders.length > 1 ? 'are' : 'is'} still a placeholder: ${effects.join('; ')}. Set ${variables} when you build to fix it.`;
}

export const site: Site = siteFrom(process.env);

/** Whether the site has a real published address (canonical links and the sitemap need one). */
export const hasSiteUrl = !site.placeholders.includes('url');

/** Whether the site has a real repository to link to. */
export const hasRepository = !site.placeholders.includes('repository');
