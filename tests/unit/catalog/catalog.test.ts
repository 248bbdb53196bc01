import { describe, expect, test } from 'vitest';
import { specProposals } from '../../../src/catalog/spec.ts';
import { CatalogSchema } from '../../../src/catalog/schema.ts';
import {
  catalog,
  entries,
  fillJson,
  fillText,
  getEntry,
  getServer,
  limits,
  quotedFrom,
  servers,
  specStatusTag,
  textPattern,
  type ErrorEntry,
  type Wire,
} from '../../../src/catalog/index.ts';

/** Every string inside a JSON value. */
const jsonStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value !== null && typeof value === 'object'
      ? Object.values(value).flatMap(jsonStrings)
      : [];

/** Every quoted text of a wire form: bodies, messages, tool text, header values, structured values, data. */
function quotedTexts(wire: Wire): string[] {
  const texts: string[] = [];
  if (wire.kind === 'tool-result') texts.push(wire.text, ...jsonStrings(wire.structuredContent));
  if (wire.kind === 'jsonrpc-error') texts.push(wire.message, ...jsonStrings(wire.data));
  if (wire.kind === 'http') {
    texts.push(...Object.values(wire.headers));
    if (wire.body.type === 'text') texts.push(wire.body.text);
    if (wire.body.type === 'jsonrpc-error') texts.push(wire.body.message, ...jsonStrings(wire.body.data));
    if (wire.body.type === 'json') texts.push(...jsonStrings(wire.body.json));
  }
  return texts;
}

const entryText = (entry: ErrorEntry): string => entry.wire.flatMap(quotedTexts).join('\n');

describe('catalog', () => {
  test('refuses an entry the schema does not allow, naming where', () => {
    const [first] = catalog.entries;
    const broken = (entry: Record<string, unknown>) => () =>
      CatalogSchema.parse({ ...catalog, entries: [{ ...first, ...entry }] });
    expect(broken({ reaction: { kind: 'retry-eventually' } })).toThrow(/reaction/);
    expect(broken({ revisions: ['2024-01-01'] })).toThrow(/revisions/);
    expect(broken({ wire: [{ kind: 'http', status: 99, body: { type: 'empty' } }] })).toThrow(/status/);
  });

  test('holds entries for every server and limits for every documented server', () => {
    for (const server of servers) {
      expect(entries.filter((entry) => entry.server === server.id).length, server.id).toBeGreaterThan(0);
      if (server.id !== 'spec') expect(limits.filter((limit) => limit.server === server.id).length).toBeGreaterThan(0);
    }
  });

  test('gives every entry and limit a unique permanent id', () => {
    const ids = [...entries.map((entry) => entry.id), ...limits.map((limit) => limit.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('names each id after its server and level', () => {
    for (const entry of entries) expect(entry.id.startsWith(`${entry.server}.${entry.level}.`), entry.id).toBe(true);
    for (const limit of limits) expect(limit.id.startsWith(`${limit.server}.limit.`), limit.id).toBe(true);
  });

  test('marks code with backticks only: no Markdown emphasis, bold or link, which the pages would show raw', () => {
    const markup = /(?:^|[\s(“"])_[^_\s][^_]*_(?=[\s.,;:)”"]|$)|\*\*|\[[^\]]+\]\([^)]+\)/;
    const withMarkup = (path: string, value: unknown): string[] => {
      if (typeof value === 'string') {
        const outsideCode = value.split('`').filter((_, index) => index % 2 === 0);
        return outsideCode.some((part) => markup.test(part)) ? [`${path}: ${value}`] : [];
      }
      if (value !== null && typeof value === 'object')
        return Object.entries(value).flatMap(([key, inner]) =>
          key === 'pattern' ? [] : withMarkup(`${path}.${key}`, inner),
        );
      return [];
    };
    const owners = [...servers, ...entries, ...limits];
    expect(owners.flatMap((owner) => withMarkup(owner.id, owner))).toEqual([]);
  });
});

describe('error entries', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))('%s has a trigger and words', (_, entry) => {
    expect(entry.trigger.kind === 'rule' ? entry.trigger.how : entry.trigger.why).not.toBe('');
    expect(entry.meaning).not.toBe('');
  });

  test('sit in a group their server declares, and every group is used', () => {
    for (const server of servers) {
      const declared = server.groups.map((group) => group.name);
      const used = new Set(entries.filter((entry) => entry.server === server.id).map((entry) => entry.group));
      expect(
        [...used].filter((group) => !declared.includes(group)),
        server.id,
      ).toEqual([]);
      expect(
        declared.filter((group) => !used.has(group)),
        server.id,
      ).toEqual([]);
    }
  });

  test('apply only to revisions their server speaks', () => {
    for (const entry of entries) {
      const spoken = getServer(entry.server).revisions;
      expect(
        entry.revisions.filter((revision) => !spoken.includes(revision)),
        entry.id,
      ).toEqual([]);
    }
  });

  test('say why when they are inferred', () => {
    for (const entry of entries.filter((candidate) => candidate.source === 'inferred')) {
      expect(Object.keys(entry.inferred).length, entry.id).toBeGreaterThan(0);
    }
  });

  test('use every placeholder they declare, and their texts match what the mock fills in', () => {
    for (const entry of entries) {
      const texts = entry.wire.flatMap(quotedTexts);
      for (const name of Object.keys(entry.placeholders)) {
        expect(
          texts.some((text) => text.includes(name)),
          `${entry.id} declares ${name}`,
        ).toBe(true);
      }
      for (const text of texts) {
        expect(
          textPattern(text, entry.placeholders).test(fillText(text, entry.placeholders)),
          `${entry.id}: ${text}`,
        ).toBe(true);
      }
    }
  });

  test('list, in a placeholder’s example, only the revisions their server speaks', () => {
    for (const entry of entries.filter((candidate) => candidate.server !== 'spec')) {
      const spoken: readonly string[] = getServer(entry.server).revisions;
      for (const [name, placeholder] of Object.entries(entry.placeholders)) {
        const listed = /supported/i.test(placeholder.example)
          ? (placeholder.example.match(/\d{4}-\d{2}-\d{2}/g) ?? []).slice(1)
          : [];
        expect(
          listed.filter((revision) => !spoken.includes(revision)),
          `${entry.id}: ${name}`,
        ).toEqual([]);
      }
    }
  });

  test('fill a JSON value’s placeholders, a lone numeric placeholder becoming a number', () => {
    const placeholders = {
      N: { pattern: '\\d+', example: '3', meaning: 'seconds' },
      NAME: { pattern: '\\w+', example: 'echo', meaning: 'a tool' },
    };
    const value = {
      say: 'Wait N seconds.',
      retryAfterSeconds: 'N',
      tools: ['NAME', 7, null],
      nested: { name: 'NAME' },
    };
    expect(fillJson(value, placeholders, { N: '12' })).toEqual({
      say: 'Wait 12 seconds.',
      retryAfterSeconds: 12,
      tools: ['echo', 7, null],
      nested: { name: 'echo' },
    });
  });

  test('point the specification section at the specification, where it speaks', () => {
    for (const entry of entries.filter((candidate) => candidate.server === 'spec')) {
      if (entry.status?.kind === 'proposed') expect(entry.specRef, entry.id).toBeUndefined();
      else expect(entry.specRef?.file, entry.id).toMatch(/^docs\/specification\/\d{4}-\d{2}-\d{2}\//);
    }
  });

  test('give every specification entry a status, and cite the file or the proposal it comes from', () => {
    for (const entry of entries.filter((candidate) => candidate.server === 'spec')) {
      const { status, specRef } = entry;
      expect(status, entry.id).toBeDefined();
      if (status?.kind === 'proposed') expect(specProposals.map((proposal) => proposal.id)).toContain(status.proposal);
      else expect(specRef?.file, entry.id).toContain(`/${specRef?.revision}/`);
    }
  });

  test('quote a proposal as its proposal’s words, never as the specification’s', () => {
    const spec = getServer('spec');
    const proposed = quotedFrom(getEntry('spec.protocol.rate-limited-proposed'), spec);
    expect(proposed.name).toBe('SEP-3304');
    expect(proposed.document).toMatch(/^SEP-3304 – Standardizing Rate-Limiting Errors \(a proposal/);
    expect(quotedFrom(getEntry('spec.protocol.internal-error'), spec)).toEqual({
      name: spec.name,
      document: spec.sourceDocument,
    });
  });

  test('tag each specification entry’s row with its status', () => {
    const tags = entries.flatMap((entry) => (entry.status ? [`${entry.id}: ${specStatusTag(entry.status)}`] : []));
    expect(tags).toContain('spec.protocol.resource-not-found-legacy: retired at 2026-07-28');
    expect(tags).toContain('spec.http.session-not-found: implementation-defined code');
    expect(tags).toContain('spec.protocol.rate-limited-proposed: proposed: SEP-3304');
    expect(tags).toContain('spec.protocol.header-mismatch: active');
    expect(tags).toHaveLength(entries.filter((entry) => entry.server === 'spec').length);
  });

  test('mark retired codes retired, and codes from the legacy range implementation-defined', () => {
    const codesOf = (entry: (typeof entries)[number]) =>
      entry.wire.flatMap((wire) =>
        wire.kind === 'jsonrpc-error'
          ? [wire.code]
          : wire.kind === 'http' && wire.body.type === 'jsonrpc-error'
            ? [wire.body.code]
            : [],
      );
    for (const entry of entries.filter((candidate) => candidate.server === 'spec')) {
      const codes = codesOf(entry);
      if (codes.some((code) => code === -32002 || code === -32042))
        expect(entry.status, entry.id).toMatchObject({ kind: 'retired', since: '2026-07-28' });
      else if (codes.some((code) => code <= -32000 && code >= -32019))
        expect(entry.status?.kind, entry.id).toBe('implementation-defined');
    }
  });

  test('carry Retry-After on a retry-after-header reaction', () => {
    for (const entry of entries) {
      if (entry.reaction.kind !== 'retry-after' || entry.reaction.waitFrom !== 'retry-after-header') continue;
      const headers = entry.wire.flatMap((wire) => (wire.kind === 'http' ? Object.keys(wire.headers) : []));
      expect(headers, entry.id).toContain('Retry-After');
    }
  });

  test('carry retryAfterSeconds on a retry-after-seconds reaction', () => {
    for (const entry of entries) {
      if (entry.reaction.kind !== 'retry-after' || entry.reaction.waitFrom !== 'retry-after-seconds') continue;
      const keys = entry.wire.flatMap((wire) =>
        wire.kind === 'tool-result' ? Object.keys(wire.structuredContent ?? {}) : [],
      );
      expect(keys, entry.id).toContain('retryAfterSeconds');
    }
  });
});

describe('limits', () => {
  const entryIds = new Set(entries.map((entry) => entry.id));

  test.each(limits.map((limit) => [limit.id, limit] as const))('%s points at an existing error entry', (_, limit) => {
    expect(entryIds.has(limit.breach), limit.breach).toBe(true);
    expect(
      limit.server === entries.find((entry) => entry.id === limit.breach)?.server || limit.breach.startsWith('spec.'),
    ).toBe(true);
  });

  test('state their numbers as a quantity or a rate that fits their kind', () => {
    for (const limit of limits) {
      if (limit.kind === 'rate') expect(limit.rate, limit.id).toBeDefined();
      else if (limit.kind !== 'spacing') expect(limit.quantity, limit.id).toBeDefined();
    }
  });

  test('number a spacing only as an inference, and only where the breach names its own wait', () => {
    for (const limit of limits.filter((candidate) => candidate.kind === 'spacing')) {
      if (limit.quantity ?? limit.rate)
        expect(limit.inferred['quantity'] ?? limit.inferred['rate'], limit.id).toBeDefined();
      const breach = entries.find((entry) => entry.id === limit.breach)!;
      expect(['retry-after', 'carry-on'], limit.id).toContain(breach.reaction.kind);
    }
  });

  test('agree with the numbers their error entry states', () => {
    const stated = limits.filter((limit) => limit.quantity?.statedInReply);
    expect(stated.length).toBeGreaterThan(0);
    for (const limit of stated) {
      const text = entryText(entries.find((entry) => entry.id === limit.breach)!);
      const value = limit.quantity!.value;
      const forms = [String(value), value.toLocaleString('en-US')];
      expect(
        forms.some((form) => new RegExp(`(?<![\\d,])${form.replace(',', '\\,')}(?![\\d])`).test(text)),
        `${limit.id}: ${value} in "${text}"`,
      ).toBe(true);
    }
  });

  test('give a burst and a refill together, on a token bucket', () => {
    for (const limit of limits) {
      if (!limit.rate) continue;
      if (limit.rate.algorithm === 'token-bucket') expect(limit.rate.burst, limit.id).toBeDefined();
      if (limit.rate.burst !== undefined) expect(limit.rate.refill, limit.id).toBeDefined();
    }
  });
});
