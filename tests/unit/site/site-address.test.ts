import { describe, expect, test } from 'vitest';
import { placeholderNotice, placeholderSite, siteAddress, siteFrom } from '../../../src/site.ts';

describe('the site’s addresses', () => {
  test('are the reserved placeholders until the environment sets them, and the notice names both', () => {
    const current = siteFrom({});
    expect(current).toEqual({ ...placeholderSite, base: '/', placeholders: ['url', 'repository'] });
    const notice = placeholderNotice(current)!;
    expect(notice).toContain('no canonical links or sitemap');
    expect(notice).toContain('no link to the source repository');
    expect(notice).toContain('ATLAS_SITE_URL=… ATLAS_REPOSITORY=…');
    expect(notice.split('\n')).toHaveLength(1);
  });

  test('come from ATLAS_SITE_URL and ATLAS_REPOSITORY, without a trailing slash, and then no notice is printed', () => {
    const current = siteFrom({
      ATLAS_SITE_URL: 'https://atlas.docs.test/',
      ATLAS_REPOSITORY: ' https://github.com/team/atlas ',
    });
    expect(current).toEqual({
      url: 'https://atlas.docs.test',
      repository: 'https://github.com/team/atlas',
      base: '/',
      placeholders: [],
    });
    expect(placeholderNotice(current)).toBeUndefined();
  });

  test('one set and one not: the notice speaks of the one left', () => {
    const notice = placeholderNotice(siteFrom({ ATLAS_SITE_URL: 'https://atlas.docs.test' }))!;
    expect(notice).toContain('repository is still a placeholder');
    expect(notice).not.toContain('sitemap');
  });

  test.each(['atlas.docs.test', 'ftp://atlas.docs.test', 'https://atlas.docs.test/?v=1', 'not a url'])(
    'refuses %s with the variable’s name and what to set',
    (value) => {
      expect(() => siteFrom({ ATLAS_SITE_URL: value })).toThrow(
        new RegExp(
          `ATLAS_SITE_URL is "${value.replace(/[?.]/g, '\\$&')}", which is not an absolute http\\(s\\) address`,
        ),
      );
    },
  );

  test('take the base path from ATLAS_BASE: the published address and every full address carry it', () => {
    const current = siteFrom({ ATLAS_SITE_URL: 'https://team.github.io', ATLAS_BASE: '/atlas' });
    expect(current.url).toBe('https://team.github.io/atlas');
    expect(current.base).toBe('/atlas/');
    expect(siteAddress('/client/x.tgz', current)).toBe('https://team.github.io/atlas/client/x.tgz');
  });

  test('accept a site address that already ends in the base path, as a GitHub Pages URL does', () => {
    const current = siteFrom({ ATLAS_SITE_URL: 'https://team.github.io/atlas/', ATLAS_BASE: '/atlas/' });
    expect(current.url).toBe('https://team.github.io/atlas');
    expect(siteAddress('/llms.txt', current)).toBe('https://team.github.io/atlas/llms.txt');
  });

  test('refuse a site address whose path is not the base path, naming the setting that fixes it', () => {
    expect(() => siteFrom({ ATLAS_SITE_URL: 'https://team.github.io/atlas' })).toThrow(
      'Set ATLAS_BASE=/atlas/ to serve the site there',
    );
  });

  test('refuse a bad base path with what to set', () => {
    expect(() => siteFrom({ ATLAS_BASE: 'atlas' })).toThrow('ATLAS_BASE is "atlas"');
  });
});
