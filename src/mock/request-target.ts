/**
 * The raw request target of a Node request, checked and normalised before any routing: a URL parser would
 * quietly resolve `/clockford/../__mock/reset`, `%2e%2e` and backslashes into another route, so the mock
 * refuses them instead, each with a message that names the problem.
 */

/** A target the mock serves: its normalised path and query (`/clockford/mcp?x=1`), or why it is refused. */
export type TargetVerdict = { ok: true; pathAndQuery: string } | { ok: false; problem: string };

const unreserved = /[A-Za-z0-9\-._~]/;
const shown = (target: string): string => JSON.stringify(target.length > 80 ? `${target.slice(0, 80)}…` : target);

/** Decodes the escapes of unreserved characters (`%7E` → `~`) and upper-cases the others (RFC 3986, 6.2.2). */
function normaliseEscapes(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => {
    const character = String.fromCharCode(parseInt(hex, 16));
    return unreserved.test(character) ? character : `%${hex.toUpperCase()}`;
  });
}

/**
 * Checks a raw request target (`IncomingMessage.url`): only the origin form (`/path?query`) is served;
 * backslashes, malformed percent-escapes and dot segments (also as `%2e`) are refused; repeated slashes
 * collapse to one and escapes of unreserved characters are decoded.
 */
export function checkRequestTarget(target: string): TargetVerdict {
  if (!target.startsWith('/')) {
    return {
      ok: false,
      problem: `The request target ${shown(target)} is not a path. Send the path alone, such as /clockford/mcp.`,
    };
  }
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? '' : target.slice(queryAt).replace(/#.*$/, '');
  if (rawPath.includes('\\')) {
    return { ok: false, problem: `The path ${shown(rawPath)} holds a backslash. Separate segments with "/".` };
  }
  const badEscape = /%(?![0-9A-Fa-f]{2})/.exec(rawPath);
  if (badEscape) {
    const escape = rawPath.slice(badEscape.index, badEscape.index + 3);
    return {
      ok: false,
      problem: `The path ${shown(rawPath)} holds a malformed percent-escape (${shown(escape)}). Write a "%" as %25.`,
    };
  }
  const path = normaliseEscapes(rawPath).replace(/\/{2,}/g, '/');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return {
      ok: false,
      problem: `The path ${shown(rawPath)} holds a dot segment ("." or ".."). Send the path it stands for.`,
    };
  }
  return { ok: true, pathAndQuery: `${path}${query}` };
}
