/**
 * A small stand-in for `tough-cookie`, used in the playground's browser build only (see `astro.config.mjs`).
 *
 * MSW keeps a cookie jar in the page: it stores the cookies a mocked response sets and hands them to the handlers of
 * later requests. It uses three things of tough-cookie (`CookieJar`, `MemoryCookieStore` and `Cookie.fromJSON`), and
 * tough-cookie brings its whole RFC 6265 machinery with it, about 11 kB of the playground's JavaScript, gzipped. The
 * playground's mock servers answer on the page's own origin and set no cookies, so this jar keeps cookies per host
 * and path, with their expiry; it knows no domain cookies, no `SameSite` and no public suffixes.
 */

/** A cookie as the jar stores it. */
export class Cookie {
  key = '';
  value = '';
  domain: string | null = null;
  path: string | null = '/';
  /** When it expires, ms since the epoch; `Infinity` for a session cookie. */
  expires = Infinity;

  /** A cookie from its JSON (what `toJSON` wrote), or undefined when it is not one. */
  static fromJSON(json: unknown): Cookie | undefined {
    const value = typeof json === 'string' ? (JSON.parse(json) as unknown) : json;
    if (value === null || typeof value !== 'object') return undefined;
    return Object.assign(new Cookie(), value);
  }

  /** A `Set-Cookie` value read for `url`, or undefined when it names no cookie. */
  static parse(header: string, url: URL): Cookie | undefined {
    const [pair = '', ...attributes] = header.split(';');
    const at = pair.indexOf('=');
    if (at <= 0) return undefined;
    const cookie = Object.assign(new Cookie(), {
      key: pair.slice(0, at).trim(),
      value: pair.slice(at + 1).trim(),
      domain: url.hostname,
      path: url.pathname.replace(/\/[^/]*$/, '') || '/',
    });
    for (const attribute of attributes) {
      const [name = '', ...rest] = attribute.split('=');
      const text = rest.join('=').trim();
      const lower = name.trim().toLowerCase();
      if (lower === 'path' && text.startsWith('/')) cookie.path = text;
      if (lower === 'expires' && !Number.isNaN(Date.parse(text))) cookie.expires = Date.parse(text);
      if (lower === 'max-age' && /^-?\d+$/.test(text)) cookie.expires = Date.now() + Number(text) * 1000;
    }
    return cookie;
  }

  toJSON(): Record<string, unknown> {
    return { key: this.key, value: this.value, domain: this.domain, path: this.path, expires: this.expires };
  }
}

type Index = Record<string, Record<string, Record<string, Cookie>>>;

/** Cookies by domain, path and name, in memory (MSW copies `idx` to and from `localStorage`). */
export class MemoryCookieStore {
  idx: Index = {};
}

const pathMatches = (cookiePath: string, path: string) =>
  path === cookiePath || path.startsWith(cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`);

export class CookieJar {
  readonly #store: MemoryCookieStore;

  constructor(store: MemoryCookieStore = new MemoryCookieStore()) {
    this.#store = store;
  }

  /** Stores a `Set-Cookie` value set by a response to `url`; an expired one removes the cookie. */
  setCookie(header: string, url: string): Promise<Cookie | undefined> {
    const cookie = Cookie.parse(header, new URL(url));
    if (!cookie?.domain || !cookie.path) return Promise.resolve(undefined);
    const paths = (this.#store.idx[cookie.domain] ??= {});
    const names = (paths[cookie.path] ??= {});
    if (cookie.expires <= Date.now()) delete names[cookie.key];
    else names[cookie.key] = cookie;
    return Promise.resolve(cookie);
  }

  /** The cookies a request to `url` carries: its host's, on its path, not expired. */
  getCookiesSync(url: string): Cookie[] {
    const { hostname, pathname } = new URL(url);
    const now = Date.now();
    return Object.entries(this.#store.idx[hostname] ?? {})
      .filter(([path]) => pathMatches(path, pathname))
      .flatMap(([, names]) => Object.values(names))
      .filter((cookie) => cookie.expires > now);
  }
}
