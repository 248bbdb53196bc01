import { expect, test, type Page } from '@playwright/test';
import { describeReaction, entries, getServer, quotedFrom, reactionsOf } from '../../src/catalog/index.ts';
import { entryHref, entryMarkdownPath, entryPath } from '../../src/components/routes.ts';
import { tryItHref } from '../../src/playground/url-state.ts';

/** What an entry page shows, read from its built HTML in the browser's own parser (no page load per entry). */
async function pageFacts(page: Page, html: string) {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html');
    const text = (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
    return {
      title: text('h1'),
      summary: text('.entry-summary'),
      wireForms: document.querySelectorAll('.entry-wire').length,
      reactions: [...document.querySelectorAll('.entry-reactions .reaction')].map((badge) => badge.textContent),
      meaning: text('.entry-words'),
      whoseWords: text('.entry-words + p'),
      links: [...document.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
      copyAs: ['#copy-curl', '#copy-response', '#copy-msw', '#copy-vitest'].map(
        (id) => document.querySelector(id) !== null,
      ),
      codeBlocks: [...document.querySelectorAll('.copy-as .expressive-code')].length,
      miniRun: text('.mini-run summary'),
      timeline: document.querySelectorAll('.mini-timeline li').length,
      vars: [...document.querySelectorAll('.entry-code var')].map((variable) => variable.textContent),
      sdks: [...document.querySelectorAll('.sdk-surface h3')].map((heading) => heading.textContent ?? ''),
      scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    };
  }, html);
}

/** The words a quoted field shows once its backticks are code. */
const shown = (text: string) => text.replaceAll('`', '').replace(/\s+/g, ' ').trim();

test('every catalog entry has its page, with everything the catalog says about it', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  const problems: string[] = [];
  for (const entry of entries) {
    const response = await request.get(entryPath(entry.id));
    if (!response.ok()) {
      problems.push(`${entry.id}: ${entryPath(entry.id)} answered ${response.status()}`);
      continue;
    }
    const facts = await pageFacts(page, await response.text());
    const check = (ok: boolean, what: string) => ok || problems.push(`${entry.id}: ${what}`);
    check(facts.title === entry.title, `title ${facts.title}`);
    check(facts.summary?.includes(getServer(entry.server).name) ?? false, 'the server in the summary');
    check(facts.wireForms === entry.wire.length, `${facts.wireForms} wire forms of ${entry.wire.length}`);
    check(
      reactionsOf(entry).every((reaction) => facts.reactions.includes(describeReaction(reaction))),
      `reactions ${facts.reactions.join(', ')}`,
    );
    check(facts.meaning?.includes(shown(entry.meaning)) ?? false, 'the meaning in the source’s words');
    check(entry.action === '' || (facts.meaning?.includes(shown(entry.action)) ?? false), 'what to do');
    const whose =
      entry.source === 'seed' ? `${quotedFrom(entry, getServer(entry.server)).name}’s own words` : 'inferred';
    check(facts.whoseWords?.includes(whose) ?? false, `whose words: ${facts.whoseWords}`);
    for (const href of [tryItHref(entry.id), entryHref(entry)]) check(facts.links.includes(href), `a link to ${href}`);
    check(facts.copyAs.every(Boolean), 'the four copy-as sections');
    check(
      facts.sdks.length === 2 && facts.sdks.some((heading) => heading.includes('@modelcontextprotocol/sdk')),
      `what the official SDKs show: ${facts.sdks.join(' | ')}`,
    );
    check(facts.codeBlocks >= 4, `${facts.codeBlocks} copyable code blocks`);
    check(facts.timeline > 0, 'the reference client’s run');
    for (const name of Object.keys(entry.placeholders).map((key) => key.trim()))
      check(facts.vars.includes(name), `the placeholder ${name} in a <var>`);
    check(
      facts.scripts.every((src) => !/Playground|WireView|RunResults|msw/i.test(src ?? '')),
      `no playground code: ${facts.scripts.join(' ')}`,
    );
  }
  expect(problems).toEqual([]);
});

test('every entry page has a Markdown copy with its wire forms and snippets', async ({ request }) => {
  for (const entry of entries) {
    const response = await request.get(entryMarkdownPath(entry.id));
    expect(response.ok(), entry.id).toBe(true);
    const markdown = await response.text();
    expect(markdown.startsWith(`# `), entry.id).toBe(true);
    expect(markdown, entry.id).toContain(`\`${entry.id}\``);
    expect(markdown, entry.id).toContain('```sh title="curl, against npm run mock"');
  }
});

test('the mini-run opens in place, and its live run is one link away', async ({ page }) => {
  const entry = entries.find((candidate) => candidate.id === 'clockford.http.rate-limited')!;
  await page.goto(entryPath(entry.id));
  const run = page.locator('.mini-run');
  await expect(run.locator('.mini-timeline')).toBeHidden();
  await run.locator('summary').click();
  await expect(run.locator('.mini-timeline li').first()).toBeVisible();
  await expect(run.locator('.mini-score')).toContainText('Calls sent');
  await expect(run.locator(`a[href="${tryItHref(entry.id)}"]`)).toBeVisible();
});

test('an "inferred" mark opens its reason in place, without a script of ours', async ({ page }) => {
  const entry = entries.find((candidate) => Object.keys(candidate.inferred).includes('meaning'))!;
  await page.goto(entryPath(entry.id));
  const mark = page.locator('.entry-words button.inferred-mark').first();
  await mark.click();
  const why = page.locator('.inferred-why:popover-open');
  await expect(why).toBeVisible();
  await expect(why).toContainText(entry.inferred['meaning']!);
  await page.keyboard.press('Escape');
  await expect(why).toHaveCount(0);
});
