import { describe, expect, test } from 'vitest';
import { Cookie, CookieJar, MemoryCookieStore } from '../../../src/mock/browser-shims/tough-cookie.ts';

describe('the stand-in for tough-cookie that MSW’s cookie jar uses in the page', () => {
  test('keeps a cookie for its host and path, and hands it to later requests there', async () => {
    const jar = new CookieJar(new MemoryCookieStore());
    await jar.setCookie('session=abc; Path=/rooms; HttpOnly', 'https://atlas.test/rooms/mcp');
    expect(jar.getCookiesSync('https://atlas.test/rooms/mcp').map(({ key, value }) => [key, value])).toEqual([
      ['session', 'abc'],
    ]);
    expect(jar.getCookiesSync('https://atlas.test/roomsx/mcp')).toEqual([]);
    expect(jar.getCookiesSync('https://other.test/rooms/mcp')).toEqual([]);
  });

  test('drops what has expired, and an expired Set-Cookie removes the cookie', async () => {
    const jar = new CookieJar();
    await jar.setCookie('a=1; Max-Age=0', 'https://atlas.test/');
    await jar.setCookie('b=2', 'https://atlas.test/');
    await jar.setCookie('c=3; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'https://atlas.test/');
    expect(jar.getCookiesSync('https://atlas.test/x').map(({ key }) => key)).toEqual(['b']);
    await jar.setCookie('b=2; Max-Age=-1', 'https://atlas.test/');
    expect(jar.getCookiesSync('https://atlas.test/x')).toEqual([]);
  });

  test('a stored cookie comes back from its JSON, as MSW reads it from localStorage', async () => {
    const store = new MemoryCookieStore();
    await new CookieJar(store).setCookie('id=7; Path=/', 'https://atlas.test/playground/');
    const saved = JSON.stringify(store.idx['atlas.test']!['/']!['id']!.toJSON());
    const again = Cookie.fromJSON(saved)!;
    expect([again.key, again.value, again.domain, again.path]).toEqual(['id', '7', 'atlas.test', '/']);
    expect(Cookie.fromJSON(null)).toBeUndefined();
  });
});
