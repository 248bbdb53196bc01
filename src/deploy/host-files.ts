/**
 * The host policy (`host-policy.ts`) written for three kinds of host: `_headers` (Netlify, Cloudflare Pages), an
 * nginx server block and a Caddyfile. Each is a pure function of the policy, so a test can read what a host would
 * be told, and another can run nginx on it.
 */
import { everyResponse, notFoundPage, pathRules, type PathMatch } from './host-policy.ts';

/** Where a server config serves from, and on what, until the reader sets their own. */
export interface ServerPlace {
  /** The built site's folder, as an absolute path. */
  readonly root: string;
  /** The port to listen on. */
  readonly port: number;
}

/** What the generated server configs say until a reader sets their own place. */
export const defaultPlace: ServerPlace = { root: '/var/www/mcp-error-atlas', port: 8080 };

const generated = 'Written by `npm run build` from src/deploy/host-policy.ts; change the policy there, not here.';

/** A header value as a double-quoted string for nginx and Caddy, which no value of the policy may break out of. */
function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`A header value may not hold a quote, backslash or newline: ${value}`);
  return `"${value}"`;
}

/** `_headers`' path pattern for a match: its `*` stands for any characters. */
function headersPattern(match: PathMatch): string {
  if ('under' in match) return `${match.under}*`;
  if ('file' in match) return match.file;
  return `/*${match.extension}`;
}

/** `_headers` for Netlify and Cloudflare Pages. A `Content-Type` of a rule replaces the host's guess there too. */
export function headersFile(): string {
  const block = (pattern: string, headers: Readonly<Record<string, string>>) => [
    pattern,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ];
  return [
    `# Response headers for static hosts that read a _headers file (Netlify, Cloudflare Pages).`,
    `# ${generated}`,
    ...block('/*', everyResponse),
    ...pathRules.flatMap((rule) => ['', `# ${rule.why}`, ...block(headersPattern(rule.match), rule.headers)]),
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
export function nginxServerBlock(place: ServerPlace = defaultPlace): string {
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
    '# Set `listen` and `root` (the built dist/ folder) to your own.',
    `# ${generated}`,
    'server {',
    `    listen ${place.port};`,
    `    root ${place.root};`,
    '    index index.html;',
    '    # Redirects (a page asked for without its trailing slash) keep the host and port the reader used.',
    '    absolute_redirect off;',
    `    error_page 404 ${notFoundPage};`,
    ...location('location /', {}),
    ...pathRules.flatMap((rule) => location(nginxLocation(rule.match), rule.headers, rule.why)),
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
export function caddyfile(place: ServerPlace = defaultPlace): string {
  const headerLines = (target: string, headers: Readonly<Record<string, string>>) =>
    Object.entries(headers).map(([name, value]) => `\theader ${target}${name} ${quoted(value)}`);
  return [
    '# The MCP Error Atlas for Caddy. Set the address and `root` (the built dist/ folder) to your own.',
    `# ${generated}`,
    `:${place.port} {`,
    `\troot * ${place.root}`,
    ...headerLines('', everyResponse),
    ...pathRules.flatMap((rule, index) => [
      '',
      `\t# ${rule.why}`,
      `\t@rule${index} path ${caddyPath(rule.match)}`,
      ...headerLines(`@rule${index} `, rule.headers),
    ]),
    '',
    '\tfile_server',
    '\thandle_errors {',
    `\t\trewrite * ${notFoundPage}`,
    '\t\tfile_server',
    '\t}',
    '}',
    '',
  ].join('\n');
}
