import { getDomain as publicSuffixList } from 'tldts';
import { describe, expect, test } from 'vitest';
import { getDomain } from '../../../src/mock/browser-shims/tldts.ts';

const options = { allowIcannDomains: true, allowPrivateDomains: true };

describe('the browser build’s stand-in for tldts', () => {
  test.each([
    'localhost',
    'localhost.',
    '127.0.0.1',
    '[::1]',
    '::1',
    'mcp-error-atlas.example',
    'docs.mcp-error-atlas.example',
    'example.com',
    'a.b.example.com',
    'atlas.netlify.app.example',
    'http://localhost:4321/playground/',
    'https://docs.example.com/playground/',
  ])('answers as the Public Suffix List does for %s', (host) => {
    expect(getDomain(host, options)).toBe(publicSuffixList(host, options));
  });

  test('differs only under a public suffix of more than one label, as its comment says', () => {
    expect(publicSuffixList('atlas.example.co.uk', options)).toBe('example.co.uk');
    expect(getDomain('atlas.example.co.uk', options)).toBe('co.uk');
  });

  test('a host it cannot read has no registrable domain', () => {
    expect(getDomain('', options)).toBeNull();
    expect(getDomain('a..b', options)).toBeNull();
    expect(getDomain('http://[bad', options)).toBeNull();
  });
});
