import { describe, expect, test } from 'vitest';
import { placeholderNotice, placeholderSite, siteFrom } from '../../../src/site.ts';

describe('the site’s addresses', () => {
  test('are the reserved placeholders until the environment sets them, and the notice names both', () => {
    const current = siteFrom({});
    expect(current).toEqual({ ...placeholderSite, placeholders: ['url', 'repository'] });
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
});
