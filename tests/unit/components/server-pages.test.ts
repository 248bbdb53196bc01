import { describe, expect, test } from 'vitest';
import { entries, limits, servers, type CatalogEntry, type CatalogLimit } from '../../../src/catalog/index.ts';
import type { Server } from '../../../src/catalog/schema.ts';
import { generatedServerPages, headingSlug } from '../../../src/components/server-pages.ts';

const seedPageIds = servers.flatMap(({ id }) => [`servers/${id}/errors`, `servers/${id}/limits`]);
const harbor: Server = {
  ...servers[0]!,
  id: 'harbor',
  name: 'Harbor',
  mountPath: '/harbor',
  groups: [
    { name: 'Tool replies', intro: '' },
    { name: 'Empty', intro: '' },
    { name: 'HTTP', intro: '' },
  ],
  limitGroups: [{ name: 'Rates', intro: '' }],
};
const row = (group: string) => ({ ...entries[0]!, server: 'harbor', group }) as CatalogEntry;
const limit = { ...limits[0]!, server: 'harbor', group: 'Rates' } as CatalogLimit;

describe('generatedServerPages', () => {
  test('generates no page for a server with its own docs pages', () => {
    expect(generatedServerPages({ servers, entries, limits }, seedPageIds)).toEqual([]);
  });

  test('generates both pages of a mounted server with none, sections in the order of its groups', () => {
    const pages = generatedServerPages(
      { servers: [...servers, harbor], entries: [row('HTTP'), row('Tool replies')], limits: [limit] },
      seedPageIds,
    );
    expect(pages.map(({ id, title }) => [id, title])).toEqual([
      ['servers/harbor/errors', 'Harbor errors'],
      ['servers/harbor/limits', 'Harbor limits'],
    ]);
    expect(pages[0]!.sections).toEqual([
      { group: 'Tool replies', slug: 'tool-replies' },
      { group: 'HTTP', slug: 'http' },
    ]);
    expect(pages[1]!.sections).toEqual([{ group: 'Rates', slug: 'rates' }]);
  });

  test('generates nothing for a server the sidebar does not list', () => {
    const hidden: Server = { ...harbor };
    delete hidden.mountPath;
    expect(generatedServerPages({ servers: [hidden], entries: [row('HTTP')], limits: [] }, [])).toEqual([]);
  });
});

describe('headingSlug', () => {
  test('joins lowercase words with hyphens and drops punctuation', () => {
    expect(headingSlug('HTTP layer (before any tool runs)')).toBe('http-layer-before-any-tool-runs');
    expect(headingSlug('Not printed: chosen for the mock')).toBe('not-printed-chosen-for-the-mock');
  });
});
