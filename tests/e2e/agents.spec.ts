import { expect, test } from '@playwright/test';
import { withBase } from '../../src/base-path.ts';
import { entries, limits, servers } from '../../src/catalog/index.ts';
import { errorsPath, limitsPath } from '../../src/components/routes.ts';
import { templatePages } from './site-pages.ts';

/** The root-relative links of a Markdown text: `[name](/path)`. */
const links = (markdown: string): string[] => [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);

test(
  '/llms.txt follows the convention and every link in it is served',
  { tag: '@under-a-path' },
  async ({ request }) => {
    const response = await request.get(withBase('/llms.txt'));
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^# .+\n\n> .+\n/);
    expect(text).toMatch(/^## /m);
    const listed = links(text);
    expect(listed).toContain(withBase('/catalog.json'));
    expect(listed.filter((path) => path.endsWith('.md')).length).toBeGreaterThanOrEqual(servers.length * 2);
    for (const path of listed) expect((await request.get(path)).status(), path).toBe(200);
  },
);

test(
  '/llms-full.txt holds the Markdown copy of every page /llms.txt lists',
  { tag: '@under-a-path' },
  async ({ request }) => {
    const full = await (await request.get(withBase('/llms-full.txt'))).text();
    const listed = links(await (await request.get(withBase('/llms.txt'))).text()).filter((path) =>
      path.endsWith('.md'),
    );
    for (const path of listed) {
      const copy = (await (await request.get(path)).text()).trim();
      expect(full, path).toContain(copy);
    }
  },
);

for (const path of templatePages) {
  test(`${path} links its Markdown copy and catalog.json, and the copy is served`, async ({ page, request }) => {
    await page.goto(path);
    const formats = page.locator('.page-formats');
    await expect(formats.getByRole('link', { name: 'catalog.json' })).toHaveAttribute(
      'href',
      withBase('/catalog.json'),
    );
    const markdownLink = formats.getByRole('link', { name: 'Markdown' });
    if (path === withBase('/lookup/')) {
      // Built from the catalog in the browser, not from a page of the docs: /lookup.json is its data.
      await expect(markdownLink).toHaveCount(0);
      return;
    }
    const href = await markdownLink.getAttribute('href');
    expect(href).toMatch(/\.md$/);
    const response = await request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    const title = (await page.locator('h1').first().innerText()).trim();
    expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
    expect(markdown).toContain(`](${path})`);
  });
}

test(
  'every errors page links /catalog.json, and its Markdown copy names every entry',
  { tag: '@under-a-path' },
  async ({ page, request }) => {
    for (const server of servers) {
      await page.goto(errorsPath(server.id));
      await expect(page.locator(`.server-intro a[href="${withBase('/catalog.json')}"]`)).toHaveCount(1);
      const markdown = await (await request.get(errorsPath(server.id).replace(/\/$/, '.md'))).text();
      for (const entry of entries.filter((candidate) => candidate.server === server.id))
        expect(markdown, entry.id).toContain(`[\`${entry.id}\`](${errorsPath(server.id)}#${entry.id})`);
      if (server.id === 'spec') continue;
      const limitsMarkdown = await (await request.get(limitsPath(server.id).replace(/\/$/, '.md'))).text();
      for (const limit of limits.filter((candidate) => candidate.server === server.id))
        expect(limitsMarkdown, limit.id).toContain(`[\`${limit.id}\`]`);
    }
  },
);
