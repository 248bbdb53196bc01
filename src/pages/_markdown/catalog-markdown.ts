/**
 * The catalog components of the pages, as Markdown: the same groups, in the same order, with the
 * same rows as the HTML tables, for the Markdown copy of each page and for `/llms-full.txt`.
 */
import {
  describeReaction,
  entries,
  inferredFields,
  reactionOf,
  wireInferences,
  entriesOf,
  getEntry,
  getServer,
  limitsOf,
  reactionWords,
  servers,
  specStatusTag,
  type ErrorEntry,
  type LimitEntry,
  type ReactionKind,
  type ServerId,
  type Wire,
} from '../../catalog/index.ts';
import { entryHref, entryMarkdownPath, entryPath, errorsPath, limitHref, limitsPath } from '../../components/routes.ts';
import { typicalEntry } from '../../components/typical-entry.ts';
import { tryItHref } from '../../playground/url-state.ts';
import { blocks, codeSpan, prose, table } from './markdown-text.ts';

/** ` (inferred: body, headers Allow)`: the parts of one wire form the catalog inferred. */
function inferredParts(entry: ErrorEntry | undefined, index: number): string {
  if (!entry) return '';
  const parts = [
    ...wireInferences(entry.inferred, index).map(() => 'the whole form'),
    ...inferredFields(entry.inferred)
      .filter((note) => note.wire === index && note.field !== undefined)
      .map((note) => [note.field, note.key].filter(Boolean).join(' ')),
  ];
  return parts.length === 0 ? '' : ` (inferred: ${[...new Set(parts)].join(', ')})`;
}

/** How a wire form reads in one table cell; with its entry, the parts inferred and its own reaction are named. */
export function wireMarkdown(wire: Wire, entry?: ErrorEntry, index = 0): string {
  const own = entry && wire.reaction ? ` → ${codeSpan(wire.reaction.kind)}: ${describeReaction(wire.reaction)}` : '';
  return `${wireText(wire)}${inferredParts(entry, index)}${own}`;
}

function wireText(wire: Wire): string {
  const surface = wire.surface === 'mcp' ? '' : ` (${wire.surface === 'rest' ? 'REST' : 'metadata'})`;
  if (wire.kind === 'tool-result') {
    const structured = wire.structuredContent
      ? ` · structuredContent ${codeSpan(JSON.stringify(wire.structuredContent))}`
      : '';
    return `Tool result${surface}, isError: ${String(wire.isError)} · text ${codeSpan(wire.text)}${structured}`;
  }
  if (wire.kind === 'jsonrpc-error') {
    const error = { code: wire.code, message: wire.message, ...(wire.data === undefined ? {} : { data: wire.data }) };
    return `JSON-RPC error ${wire.code} on HTTP ${wire.httpStatus}${surface} · ${codeSpan(JSON.stringify(error))}`;
  }
  const headers = Object.entries(wire.headers).map(([name, value]) => ` · ${codeSpan(`${name}: ${value}`)}`);
  const { body } = wire;
  const bodyText =
    body.type === 'text'
      ? codeSpan(body.text)
      : body.type === 'json'
        ? codeSpan(JSON.stringify(body.json))
        : body.type === 'jsonrpc-error'
          ? `JSON-RPC ${codeSpan(JSON.stringify({ code: body.code, message: body.message }))}`
          : 'empty body';
  return `HTTP ${wire.status}${surface}${headers.join('')} · ${bodyText}`;
}

/** ` (inferred)` when the entry's `field` was inferred. */
function inferredWord(entry: Pick<ErrorEntry, 'inferred'> | Pick<LimitEntry, 'inferred'>, ...fields: string[]): string {
  const inferred = inferredFields(entry.inferred).some(
    (note) => note.wire === undefined && note.field !== undefined && fields.includes(note.field),
  );
  return inferred ? ' (inferred)' : '';
}

function placeholdersMarkdown(entry: ErrorEntry): string {
  const names = Object.entries(entry.placeholders);
  if (names.length === 0) return '';
  return ` Placeholders: ${names.map(([name, { meaning }]) => `${codeSpan(name)} ${prose(meaning)}`).join('; ')}.`;
}

/** A server's error entries, optionally one group, as a Markdown table; each id links to its row. */
export function errorTableMarkdown(server: ServerId, group?: string): string {
  const rows = entriesOf(server).filter((entry) => group === undefined || entry.group === group);
  if (rows.length === 0) throw new Error(`errorTableMarkdown: server "${server}" has no entries in group "${group}".`);
  return table(
    ['Id', 'Error', 'On the wire', 'Meaning', 'What to do', 'Reaction', 'Revisions'],
    rows.map((entry) => [
      `[${codeSpan(entry.id)}](${entryHref(entry)})`,
      `[${prose(entry.title)}](${entryMarkdownPath(entry.id)})${entry.source === 'inferred' ? ' (inferred)' : ''}`,
      entry.wire.map((wire, index) => wireMarkdown(wire, entry, index)).join('; or '),
      `${prose(entry.meaning)}${inferredWord(entry, 'meaning')}${placeholdersMarkdown(entry)}`,
      `${prose(entry.action)}${entry.action === '' ? '' : inferredWord(entry, 'action')}`,
      `${[...new Set(entry.wire.map((wire) => reactionOf(entry, wire)))]
        .map((reaction) => `${codeSpan(reaction.kind)}: ${describeReaction(reaction)}`)
        .join('; ')}${inferredWord(entry, 'reaction')}`,
      `${entry.revisions.join(', ')}${inferredWord(entry, 'revisions')}${entry.status ? ` (${specStatusTag(entry.status)})` : ''}`,
    ]),
  );
}

function limitNumbers(limit: LimitEntry): string {
  if (limit.rate) {
    const { count, windowSeconds, burst, refill, algorithm } = limit.rate;
    return [
      burst === undefined ? '' : `burst ${burst}`,
      `${count} per ${windowSeconds} s`,
      refill ? `refill ${refill.count} every ${refill.everySeconds} s` : '',
      algorithm === 'token-bucket' ? 'token bucket' : 'rolling window',
    ]
      .filter((part) => part !== '')
      .join(' · ');
  }
  if (!limit.quantity) return '';
  const { value, unit, default: byDefault } = limit.quantity;
  return `${value} ${unit}${byDefault === undefined ? '' : ` (${byDefault} by default)`}`;
}

/** A server's limits, optionally one group, as a Markdown table, each linked to the error its breach gives. */
export function limitsTableMarkdown(server: ServerId, group?: string): string {
  const rows = limitsOf(server).filter((limit) => group === undefined || limit.group === group);
  if (rows.length === 0) throw new Error(`limitsTableMarkdown: server "${server}" has no limits in group "${group}".`);
  return table(
    ['Id', 'What', 'Limit', 'Numbers', 'Counted per', 'A breach gives'],
    rows.map((limit) => {
      const breach = getEntry(limit.breach);
      return [
        `[${codeSpan(limit.id)}](${limitHref(limit)})`,
        `${prose(limit.what)}${limit.source === 'inferred' ? ' (inferred)' : ''}`,
        limit.alsoStates ? `${prose(limit.text)}; ${prose(limit.alsoStates)} (not a limit)` : prose(limit.text),
        `${limitNumbers(limit)}${inferredWord(limit, 'quantity', 'rate')}`,
        `${prose(limit.scope)}${inferredWord(limit, 'scope')}`,
        `[${prose(breach.title)}](${entryMarkdownPath(breach.id)}) (${codeSpan(breach.id)}, [its row](${entryHref(breach)}))${inferredWord(limit, 'breach')}`,
      ];
    }),
  );
}

const paragraphs = (text: string): string[] => (text === '' ? [] : text.split('\n\n').map(prose));

/** `<ErrorGroup>`: the group's words, then its table. */
export function errorGroupMarkdown(server: ServerId, group: string): string {
  const found = getServer(server).groups.find((candidate) => candidate.name === group);
  if (!found) throw new Error(`errorGroupMarkdown: server "${server}" has no group "${group}".`);
  return blocks(...paragraphs(found.intro), errorTableMarkdown(server, group));
}

/** `<LimitGroup>`: the group's words, then its table. */
export function limitGroupMarkdown(server: ServerId, group: string): string {
  const found = getServer(server).limitGroups.find((candidate) => candidate.name === group);
  if (!found) throw new Error(`limitGroupMarkdown: server "${server}" has no limit group "${group}".`);
  return blocks(...paragraphs(found.intro), limitsTableMarkdown(server, group));
}

/** `<ServerFacts>`: the source's own facts, its related pages and what it is based on. */
export function serverFactsMarkdown(server: ServerId): string {
  const { facts, related, basedOn } = getServer(server);
  return blocks(
    facts
      .map((fact) => `- ${prose(fact.label)}: **${prose(fact.value)}**${fact.detail ? ` ${prose(fact.detail)}` : ''}`)
      .join('\n'),
    related.length > 0
      ? `Related (the source’s list): ${related.map((page) => `[${prose(page.title)}](${page.url})`).join(' · ')}`
      : '',
    basedOn.length > 0
      ? blocks('What this page is based on (the source’s list):', basedOn.map((line) => `- ${prose(line)}`).join('\n'))
      : '',
  );
}

/** `<ServerSection>`: a passage of the server's source under its own heading, quoted. */
export function serverSectionMarkdown(server: ServerId, heading: string): string {
  const found = getServer(server).sections.find((section) => section.heading === heading);
  if (!found) throw new Error(`serverSectionMarkdown: server "${server}" has no section "${heading}" in its catalog.`);
  return blocks(...found.paragraphs.map(prose));
}

/** `<ServerIntro>`: revisions, source, the catalog link, the source's facts, the intro and (by default) the rules. */
export function serverIntroMarkdown(server: ServerId, rules = true): string {
  const { intro, rules: serverRules, sourceDocument, revisions, inferred } = getServer(server);
  const meta = [
    `MCP ${revisions.join(' and ')}${inferredWord({ inferred }, 'revisions')}`,
    sourceDocument ? `Source: ${prose(sourceDocument)}` : '',
  ]
    .filter((part) => part !== '')
    .join(' · ');
  return blocks(
    `${meta} · Machine-readable: [catalog.json](/catalog.json)`,
    serverFactsMarkdown(server),
    'Placeholders in quoted text (`N`, `...`) stand for what the server fills in; each row says what its own stand for, and `/catalog.json` gives the pattern of each. "(inferred)" marks a field the source does not state.',
    ...intro.map(prose),
    rules ? serverRules.map((rule) => `- ${prose(rule)}`).join('\n') : '',
  );
}

/** `<ServerRules>`: a server's own rules for clients, quoted. */
export function serverRulesMarkdown(server: ServerId): string {
  const { name, id, rules } = getServer(server);
  return blocks(
    `[${name}](${errorsPath(id)}), in its own words:`,
    rules.map((rule) => `> - ${prose(rule)}`).join('\n'),
  );
}

/** `<CatalogCounts>`: how many entries the catalog holds, by server and level. */
export function catalogCountsMarkdown(): string {
  const levels = ['http', 'protocol', 'tool'] as const;
  return table(
    ['Server', 'HTTP', 'Protocol', 'Tool', 'Errors', 'Limits'],
    servers.map((server) => {
      const own = entriesOf(server.id);
      return [
        `[${server.name}](${errorsPath(server.id)})`,
        ...levels.map((level) => String(own.filter((entry) => entry.level === level).length)),
        String(own.length),
        String(limitsOf(server.id).length),
      ];
    }),
  );
}

/** `<ReactionTable>`: the reaction vocabulary, with how many entries call for each. */
export function reactionTableMarkdown(): string {
  const kinds = Object.keys(reactionWords) as ReactionKind[];
  return table(
    ['Reaction', 'What the client does', 'Entries'],
    kinds.map((kind) => [
      `${reactionWords[kind].label} (${codeSpan(kind)})`,
      reactionWords[kind].summary,
      String(entries.filter((entry) => entry.reaction.kind === kind).length),
    ]),
  );
}

/** `<ServerCards>`: each documented server with links to its errors and limits. */
export function serverCardsMarkdown(): string {
  return servers
    .filter((server) => server.id !== 'spec')
    .map((server) => {
      const id = server.id;
      const typical = typicalEntry(id);
      return `- **${server.name}** (MCP ${server.revisions.join(' and ')}): ${prose(server.summary)} [${entriesOf(id).length} errors](${errorsPath(id)}) · [${limitsOf(id).length} limits](${limitsPath(id)}) · typical: [${prose(typical.title)}](${entryPath(typical.id)}) ([try it](${tryItHref(typical.id)}))`;
    })
    .join('\n');
}
