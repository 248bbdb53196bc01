/**
 * The host policy (`host-policy.ts`) written for three kinds of host: `_headers` (Netlify, Cloudflare Pages), an
 * nginx server block and a Caddyfile. Each is a pure function of the policy, so a test can read what a host would
 * be told, and another can run nginx on it.
 *
 * A site built for a base path (`ATLAS_BASE=/atlas/`) is served under it: every path of the policy moves there, and
 * the servers' `root` is the folder that holds the built site as its `atlas/` folder, as a URL path maps to a file.
 */
import { withBase } from '../base-path.ts';
import { everyResponse, notFoundPage, pathRules, type PathMatch } from './host-policy.ts';

/** Where a server config serves from, and on what, until the reader sets their own. */
export interface ServerPlace {
  /** The folder the server maps URL paths onto: the built site itself, or under a base path its parent. */
  readonly root: string;
  /** The port to listen on. */
  readonly port: number;
}

/** What the generated server configs say until a reader sets their own place. */
export const defaultPlace: ServerPlace = { root: '/var/www/mcp-error-atlas', port: 8080 };

/** What a config's comment says `root` is, at the root or under a base path. */
function rootWords(base: string): string {
  return base === '/'
    ? '`root` (the built dist/ folder)'
    : `\`root\` (the folder that holds the built dist/ folder as ${base.slice(1, -1)}/, since the site is served under ${base})`;
}

/** A rule's match, moved under the base path; an extension matches anywhere. */
function matchUnder(match: PathMatch, base: string): PathMatch {
  if ('under' in match) return { under: withBase(match.under, base) };
  if ('file' in match) return { file: withBase(match.file, base) };
  return match;
}

const generated = 'Written by `npm run build` from src/deploy/host-policy.ts; change the policy there, not here.';

/** A header value as a double-quoted string for nginx and Caddy, which no value of the policy may break out of. */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`A header value may not hold a quote, backslash or newline: ${value}`);
  return `"${value}"`;
}

/** `_headers`' path pattern for a match: its `*` stands for any characters. */
function headersPattern(match: PathMatch, base: string): string {
  if ('under' in match) return `${match.under}*`;
  if ('file' in match) return match.file;
  return `${base}*${match.extension}`;
}

/** `_headers` for Netlify and Cloudflare Pages. A `Content-Type` of a rule replaces the host's guess there too. */
export function headersFile(base = '/'): string {
  const block = (pattern: string, headers: Readonly<Record<string, string>>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    `# Response headers for static hosts that read a _headers file (Netlify, Cloudflare Pages).`,
    `# ${generated}`,
    ...block(`${base}*`, everyResponse),
    ...pathRules.flatMap((rule) => [
      '',
      `# ${rule.why}`,
      ...block(headersPattern(matchUnder(rule.match, base), base), rule.headers),
    ]),
    '',
  ].join('\n');
}

/** nginx's `location` line for a match. */
function nginxLocation(match: PathMatch): string {
  if ('under' in match) return `location ^~ ${match.under}`;
  if ('file' in match) return `location = ${match.file}`;
  return `location ~ \\${match.extension}$`;
}

/**
 * nginx's directives for a set of headers. nginx drops a server's `add_header`s in any location that has its own,
 * so each location repeats `everyResponse`; `always` keeps them on errors. A `Content-Type` becomes the location's
 * only type, since `add_header` would send a second one.
 */
function nginxHeaders(headers: Readonly<Record<string, string>>, indent: string): string[] {
  return Object.entries({ ...everyResponse, ...headers }).map(([name, value]) =>
    name === 'Content-Type'
      ? `${indent}types { } default_type ${quoted(value)};`
      : `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

/** An nginx server block, for the `http` block of an nginx.conf that includes `mime.types`. */
export function nginxServerBlock(place: ServerPlace = defaultPlace, base = '/'): string {
  const location = (line: string, headers: Readonly<Record<string, string>>, why?: string) => [
    '',
    ...(why ? [`    # ${why}`] : []),
    `    ${line} {`,
    '        try_files $uri $uri/ =404;',
    ...nginxHeaders(headers, '        '),
    '    }',
  ];
  return [
    '# The MCP Error Atlas for nginx: a server block for the http block of nginx.conf, which includes mime.types.',
    `# Set \`listen\` and ${rootWords(base)} to your own.`,
    `# ${generated}`,
    'server {',
    `    listen ${place.port};`,
    `    root ${place.root};`,
    '    index index.html;',
    '    # Redirects (a page asked for without its trailing slash) keep the host and port the reader used.',
    '    absolute_redirect off;',
    `    error_page 404 ${withBase(notFoundPage, base)};`,
    ...location(`location ${base}`, {}),
    ...pathRules.flatMap((rule) => location(nginxLocation(matchUnder(rule.match, base)), rule.headers, rule.why)),
    '}',
    '',
  ].join('\n');
}

/** Caddy's matcher for a match. */
function caddyPath(match: PathMatch): string {
  if ('under' in match) return `${match.under}*`;
  if ('file' in match) return match.file;
  return `*${match.extension}`;
}

/** A Caddyfile serving the built site, with a named matcher per rule. */
export function caddyfile(place: ServerPlace = defaultPlace, base = '/'): string {
  const headerLines = (target: string, headers: Readonly<Record<string, string>>) =>
    Object.entries(headers).map(([name, value]) => `\theader ${target}${name} ${quoted(value)}`);
  return [
    `# The MCP Error Atlas for Caddy. Set the address and ${rootWords(base)} to your own.`,
    `# ${generated}`,
    `:${place.port} {`,
    `\troot * ${place.root}`,
    ...headerLines('', everyResponse),
    ...pathRules.flatMap((rule, index) => [
      '',
      `\t# ${rule.why}`,
      `\t@rule${index} path ${caddyPath(matchUnder(rule.match, base))}`,
      ...headerLines(`@rule${index} `, rule.headers),
    ]),
    '',
    '\tfile_server',
    '\thandle_errors {',
    `\t\trewrite * ${withBase(notFoundPage, base)}`,
    '\t\tfile_server',
    '\t}',
    '}',
    '',
  ].join('\n');
}
