/**
 * A small stand-in for `tldts`, used in the playground's browser build only (see `astro.config.mjs`).
 *
 * MSW emulates a cookie jar in the page with tough-cookie, and tough-cookie asks `tldts.getDomain` for a
 * host's registrable domain, which tldts answers from the whole Public Suffix List: about 100 kB of the
 * playground's JavaScript, gzipped. The playground's mock servers answer on the page's own origin and set no
 * cookies, so the jar is only ever asked for the cookies of that one host. This answers as tldts does for the
 * hosts a page is served from (an IP address or a single label such as `localhost` has no registrable domain;
 * otherwise the last two labels). It differs from tldts only under a public suffix of more than one label
 * (`example.co.uk` gives `co.uk`), which would let a cookie set by a mocked response reach a sibling host of
 * the same suffix; no mocked response here sets a cookie.
 */

const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The registrable domain of a host name or URL, or `null` when it has none. Options are accepted and ignored. */
export function getDomain(hostOrUrl: string, _options?: unknown): string | null {
  let host = hostOrUrl.trim().toLowerCase();
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) {
    try {
      host = new URL(host).hostname;
    } catch {
      return null;
    }
  }
  host = host.replace(/\.$/, '');
  if (host === '' || host.includes(':') || host.startsWith('[') || ipv4.test(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  return labels.slice(-2).join('.');
}
