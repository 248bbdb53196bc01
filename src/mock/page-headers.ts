/**
 * A page's `fetch` may not set `Origin`, `Host` or `Cookie`: the browser owns them. So that the
 * playground can still show a foreign page or a cookie-signed browser, it sends them as
 * `X-Mock-Origin`, `X-Mock-Host` and `X-Mock-Cookie`, and the mock in the page reads either form.
 * The stand-ins exist only there: the Node mock drops them (`isStandIn`), or any page could name
 * itself the mock's own origin and host.
 */
export type PageControlledHeader = 'Origin' | 'Host' | 'Cookie';

const pageControlled: readonly PageControlledHeader[] = ['Origin', 'Host', 'Cookie'];

/** True for the name of a stand-in header (`X-Mock-Origin`, `x-mock-host`, ...). */
export const isStandIn = (name: string): boolean =>
  pageControlled.some((header) => `x-mock-${header.toLowerCase()}` === name.toLowerCase());

/** The value of `name`, from its `X-Mock-` stand-in when the request carries one. */
export function headerOf(request: Request, name: PageControlledHeader): string | null {
  return request.headers.get(`X-Mock-${name}`) ?? request.headers.get(name);
}

/** Request headers with `Origin`, `Host` and `Cookie` renamed to their `X-Mock-` stand-ins, for a page's fetch. */
export function standInHeaders(headers: HeadersInit | undefined): Headers {
  const renamed = new Headers();
  for (const [name, value] of new Headers(headers)) {
    const controlled = pageControlled.find((candidate) => candidate.toLowerCase() === name);
    renamed.set(controlled ? `X-Mock-${controlled}` : name, value);
  }
  return renamed;
}
