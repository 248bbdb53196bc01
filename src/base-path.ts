/**
 * The path the site is served under: `/` at the root of a domain, or a folder such as `/atlas/` (GitHub Pages serves a
 * project at `/<repository>/`). One setting picks it at build time, `ATLAS_BASE=/atlas/ npm run build`, and every
 * address the site writes for itself goes through `withBase`, so a page, a fetch or a link never leaves the path.
 *
 * In the build and the browser the base is Astro's (`import.meta.env.BASE_URL`, from `base` in astro.config.mjs); in
 * a plain Node script (packing the client, `npm run explain`) it is `ATLAS_BASE` itself. This module imports nothing,
 * so pages, islands and scripts can all use it.
 */

/** The environment variable that sets the base path. */
export const baseVariable = 'ATLAS_BASE';

/** One segment of a path a host can serve the site under: letters, digits, `-`, `_`, `.` and `~`, never `.` or `..`. */
const segment = /^[A-Za-z0-9._~-]+$/;

/**
 * The base path `ATLAS_BASE` names, as `/` or `/a/b/` (always with both slashes). An empty or unset value is the root.
 * Anything a host cannot serve the site under is refused with what to set instead: no leading slash, spaces, `.` or
 * `..`, an empty segment (`//`), a query or a fragment.
 *
 * @example
 * basePathFrom('/atlas') // '/atlas/'
 * basePathFrom(undefined) // '/'
 */
export function basePathFrom(value: string | undefined): string {
  if (value === undefined || value === '' || value === '/') return '/';
  const segments = value.replace(/\/$/, '').split('/').slice(1);
  const fine = value.startsWith('/') && segments.every((part) => segment.test(part) && part !== '.' && part !== '..');
  if (!fine) {
    throw new Error(
      `${baseVariable} is "${value}", which is not a path the site can be served under. Set it to an absolute path ` +
        `of plain segments (letters, digits, - _ . ~), for example ${baseVariable}=/atlas/ or, for GitHub Pages, ` +
        `${baseVariable}=/<repository>/; or unset it to serve the site at the root.`,
    );
  }
  return `/${segments.join('/')}/`;
}

/** Vite's base (`/atlas/`) where Vite built this module; undefined in a plain Node script. */
function viteBase(): string | undefined {
  return (import.meta as ImportMeta & { env?: { BASE_URL?: string } }).env?.BASE_URL;
}

/** `ATLAS_BASE` where there is a process environment (Node); undefined in a browser. */
function environmentBase(): string | undefined {
  const { process } = globalThis as { process?: { env?: Record<string, string | undefined> } };
  return process?.env?.[baseVariable];
}

/** The path the site is served under, `/` or `/atlas/`. */
export const basePath: string = basePathFrom(viteBase() ?? environmentBase());

/**
 * A path of the site (`/lookup/`, `/catalog.json`, `/errors/x/#y`) under the base path; a path that does not start
 * with `/` is refused, since only the site's own root-relative paths may be moved.
 *
 * @example
 * withBase('/lookup/') // '/atlas/lookup/' when the site is built with ATLAS_BASE=/atlas/, '/lookup/' at the root
 */
export function withBase(path: string, base: string = basePath): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`withBase takes a path of the site that starts with one "/", such as "/lookup/"; got "${path}".`);
  }
  return `${base}${path.slice(1)}`;
}

/**
 * An href as written in a page: a path of the site (`/levels/`) goes under the base; anything else (another site, a
 * fragment, a relative path, a path already under the base) is unchanged.
 */
export function hrefWithBase(href: string, base: string = basePath): string {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith(base) ? withBase(href, base) : href;
}

/** A path as the site names it, without the base (`/atlas/lookup/` → `/lookup/`); a path outside it is unchanged. */
export function withoutBase(path: string, base: string = basePath): string {
  return path.startsWith(base) ? `/${path.slice(base.length)}` : path;
}

/**
 * Markdown written for the root, with the targets of its links and images (`](/levels/)`) under the base path. A
 * target already under it (made with `withBase`) is left as it is, and so is fenced code: it shows commands and
 * payloads, not links.
 */
export function markdownLinksWithBase(markdown: string, base: string = basePath): string {
  if (base === '/') return markdown;
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\]\((\/(?!\/)[^)\s]*)\)/g, (link: string, path: string) =>
            path.startsWith(base) ? link : `](${withBase(path, base)})`,
          ),
    )
    .join('');
}
