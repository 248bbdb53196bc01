/**
 * Every address a built site writes for itself that escapes its base path: a path that starts with one `/` but not
 * with the base. Read from the files, as a host would serve them, so a link added anywhere is checked.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, relative to it, with forward slashes. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Site paths: one leading slash, not two (another host), captured in group `path`. */
const sitePath = String.raw`(?<path>\/(?!\/)[^"'\x60\s>)]*)`;

/** In HTML: link, source and form attributes, and each address of a `srcset`. */
const htmlAttributes = new RegExp(String.raw`\s(?:href|src|action|poster)=["']?${sitePath}`, 'g');
const srcsets = /\ssrcset="([^"]*)"/g;

/** In scripts (files and inline): a fetch, or an href set or written, with a literal site path. */
const scriptAddresses = [
  new RegExp(String.raw`fetch\(\s*["'\x60]${sitePath}`, 'g'),
  new RegExp(String.raw`\.href\s*=\s*["'\x60]${sitePath}`, 'g'),
  new RegExp(String.raw`\bhref:\s*["'\x60]${sitePath}`, 'g'),
];

/** In Markdown and llms.txt: a link's target, outside fenced code. */
const markdownLinks = new RegExp(String.raw`\]\(${sitePath}`, 'g');

/** In JSON: an href, `$id` or `$schema` that is a site path. */
const jsonAddresses = new RegExp(String.raw`"(?:href|\$id|\$schema)":\s*"${sitePath}`, 'g');

function pathsIn(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match.groups?.['path'] ?? '');
}

/** The addresses a file holds for the site, by its kind; an unknown kind holds none. */
function addressesOf(file: string, text: string): string[] {
  if (file.endsWith('.html')) {
    const srcsetPaths = [...text.matchAll(srcsets)].flatMap(([, list]) =>
      (list ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
    );
    return [
      ...pathsIn(text, htmlAttributes),
      ...srcsetPaths.filter((path) => /^\/(?!\/)/.test(path)),
      ...scriptAddresses.flatMap((pattern) => pathsIn(text, pattern)),
    ];
  }
  if (file.endsWith('.js') || file.endsWith('.mjs'))
    return scriptAddresses.flatMap((pattern) => pathsIn(text, pattern));
  if (file.endsWith('.md') || file.endsWith('.txt')) {
    const prose = text.split(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/m).join('\n');
    return pathsIn(prose, markdownLinks);
  }
  if (file.endsWith('.json')) return pathsIn(text, jsonAddresses);
  if (file.endsWith('.xml')) return [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  return [];
}

/** Each address of the build in `dir` that is not under `base`, as `file: address`, sorted. */
export function escapesOfBuild(dir: string, base: string): string[] {
  return filesOf(dir)
    .flatMap((file) =>
      addressesOf(file, readFileSync(join(dir, file), 'utf8'))
        .filter((path) => !path.startsWith(base))
        .map((path) => `${file}: ${path}`),
    )
    .sort();
}
