/**
 * The Markdown copy of an entry's page (`/errors/<id>.md`), for agents: the same facts, wire forms,
 * words, reaction, run and snippets as the HTML page, from the same catalog and the same generators.
 */
import {
  describeReaction,
  describeSpecStatus,
  durationOf,
  getServer,
  limits,
  quotedFrom,
  reactionOf,
  type CatalogEntry,
} from '../../catalog/index.ts';
import { entryKeys } from '../../components/entry/entry-keys.ts';
import type { MiniRun } from '../../components/entry/mini-run.ts';
import { relatedEntries } from '../../components/entry/related.ts';
import { sdkSurfaces, type SdkSurface } from '../../components/entry/sdk-surfaces.ts';
import type { EntrySnippets } from '../../components/entry/snippets.ts';
import { entryHref, entryMarkdownPath, entryPath, errorsPath, limitHref } from '../../components/routes.ts';
import { runText } from '../../playground/play.ts';
import { tryItHref } from '../../playground/url-state.ts';
import { wireMarkdown } from './catalog-markdown.ts';
import { blocks, codeSpan, prose } from './markdown-text.ts';
import { fenced } from './page-markdown.ts';

const levelWords = { http: 'HTTP', protocol: 'Protocol', tool: 'Tool' } as const;

/** What one SDK shows, in a line. */
function sdkLine(surface: SdkSurface): string {
  switch (surface.outcome) {
    case 'throws': {
      const kept = (value: string | number | undefined, where: string | undefined, what: string) =>
        value === undefined ? '' : `; ${what} ${value} ${where === undefined ? 'lost' : `kept in error.${where}`}`;
      return `at ${surface.revision}, callTool throws ${codeSpan(surface.errorClass)}${surface.code === undefined ? '' : ` (code ${codeSpan(String(surface.code))})`}: ${codeSpan(surface.message)}${kept(surface.status, surface.statusIn, 'HTTP status')}${kept(surface.retryAfter, surface.retryAfterIn, 'Retry-After')}`;
    }
    case 'returns':
      return `at ${surface.revision}, callTool returns the tool result${surface.isError ? ', isError: true' : ''}: ${codeSpan(surface.text)}`;
    case 'hangs':
      return `at ${surface.revision}, callTool does not settle within 5 s`;
    case 'no-connection':
      return `at ${surface.revision}, it cannot connect: ${codeSpan(surface.message)}`;
    case 'not-spoken':
      return `not met: ${prose(surface.why)}`;
  }
}

/** The section of the specification an entry cites, and the revision's file it comes from. */
function specificationLine(specRef: NonNullable<CatalogEntry['specRef']>): string {
  const file = specRef.file === undefined ? '' : `, from ${codeSpan(specRef.file)}`;
  return `[${prose(specRef.section)} (${specRef.revision})](${specRef.url})${file}`;
}

export function entryMarkdown(entry: CatalogEntry, run: MiniRun, snippets: EntrySnippets): string {
  const server = getServer(entry.server);
  const keys = entryKeys(entry);
  const facts = [
    `- Server: [${server.name}](${errorsPath(entry.server)}) · level ${levelWords[entry.level]} · group ${prose(entry.group)}`,
    `- Revisions: ${entry.revisions.join(', ')}`,
    `- Id: ${codeSpan(entry.id)} (its row: [${entryHref(entry)}](${entryHref(entry)}))`,
    ...(keys.length > 0 ? [`- Found by: ${keys.map(codeSpan).join(', ')}`] : []),
    `- Source: ${entry.source === 'seed' ? `${prose(quotedFrom(entry, server).document)}, in its own words` : 'inferred'}`,
    ...(entry.status ? [`- Status: ${prose(describeSpecStatus(entry.status))}`] : []),
    ...(entry.specRef ? [`- Specification: ${specificationLine(entry.specRef)}`] : []),
    `- Try it: [the playground](${tryItHref(entry.id)})`,
  ].join('\n');
  const placeholders = Object.entries(entry.placeholders).map(
    ([name, { meaning }]) => `- ${codeSpan(name.trim())}: ${prose(meaning)}`,
  );
  const reactions = [...new Set(entry.wire.map((wire) => reactionOf(entry, wire)))].map(
    (reaction) => `- ${codeSpan(reaction.kind)}: ${describeReaction(reaction)}`,
  );
  const leading = limits.filter((limit) => limit.breach === entry.id);
  const { sameCode, sameReaction } = relatedEntries(entry);
  const link = (other: CatalogEntry) => `[${prose(other.title)}](${entryMarkdownPath(other.id)})`;
  return `${blocks(
    `# ${prose(entry.title)}`,
    `HTML: [${entryPath(entry.id)}](${entryPath(entry.id)}) · Machine-readable: [catalog.json](/catalog.json)`,
    facts,
    '## On the wire',
    entry.wire.map((wire, index) => `- ${wireMarkdown(wire, entry, index)}`).join('\n'),
    placeholders.length > 0 ? `Placeholders:\n\n${placeholders.join('\n')}` : '',
    '## What it means',
    prose(entry.meaning),
    entry.action === '' ? '' : `What to do: ${prose(entry.action)}`,
    '## What a client does',
    reactions.join('\n'),
    `How long it lasts: ${prose(durationOf(entry).why)}`,
    `The reference client, in the playground’s run (seed ${run.seed}): ${prose(run.comparison)}`,
    fenced(runText(run.reference), 'text', 'npm run play'),
    '## What the official SDKs show you',
    (['v2', 'v1'] as const)
      .flatMap((sdk) => {
        const surface = sdkSurfaces.entries[entry.id]?.[sdk];
        const { package: name, version } = sdkSurfaces.sdks[sdk];
        return surface ? [`- ${sdk} (${codeSpan(name)} ${version}): ${sdkLine(surface)}`] : [];
      })
      .join('\n'),
    '## Copy as',
    fenced(snippets.curl, 'sh', 'curl, against npm run mock'),
    ...snippets.replies.map(({ text }) => fenced(text, 'http', 'The reply')),
    fenced(snippets.msw, 'ts', 'An MSW handler'),
    fenced(snippets.vitest, 'ts', 'A Vitest test of what the reference client decides'),
    leading.length > 0 ? '## Limits that lead here' : '',
    leading.map((limit) => `- [${prose(limit.what)}](${limitHref(limit)}): ${prose(limit.text)}`).join('\n'),
    sameCode.length + sameReaction.length > 0 ? '## Related' : '',
    sameCode.map(({ entry: other, shared }) => `- ${link(other)} (${prose(shared)})`).join('\n'),
    sameReaction.map((other) => `- ${link(other)} (the same reaction)`).join('\n'),
    '## How the mock gives it',
    entry.trigger.kind === 'rule' ? prose(entry.trigger.how) : `Injected: ${prose(entry.trigger.why)}`,
    Object.keys(entry.inferred).length > 0 ? '## Inferred, and why' : '',
    Object.entries(entry.inferred)
      .map(([field, why]) => `- ${codeSpan(field)}: ${prose(why)}`)
      .join('\n'),
  )}\n`;
}
