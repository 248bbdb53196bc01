/**
 * The catalog's inferences point at fields that exist, its numbers convert the way their words
 * say, and its placeholders split quoted text the way the pages set them apart.
 */
import { describe, expect, test } from 'vitest';
import {
  entries,
  getLimit,
  inferredFields,
  limitAmount,
  limits,
  placeholderParts,
  readInferredPath,
  servers,
  type ErrorEntry,
  type InferredField,
} from '../../../src/catalog/index.ts';

/** Whether an inference about a wire form names a part that form has. */
function pointsAtWire(entry: ErrorEntry, note: InferredField): boolean {
  const wire = entry.wire[note.wire!];
  if (!wire) return false;
  if (note.field === undefined) return true;
  if (note.field === 'reaction') return wire.reaction !== undefined;
  if (note.field === 'surface') return true;
  if (wire.kind === 'http') {
    if (note.field === 'status') return true;
    if (note.field === 'headers') return note.key === undefined || note.key in wire.headers;
    if (note.field === 'body')
      return note.key === undefined || (wire.body.type === 'jsonrpc-error' && note.key === 'message');
    return false;
  }
  if (wire.kind === 'jsonrpc-error') return ['httpStatus', 'code', 'message', 'data'].includes(note.field);
  if (note.field === 'structuredContent')
    return wire.structuredContent !== undefined && (note.key === undefined || note.key in wire.structuredContent);
  return ['text', 'isError'].includes(note.field);
}

describe('inferred paths', () => {
  test.each(entries.map((entry) => [entry.id, entry] as const))(
    '%s: every path is read and names a field it has',
    (_, entry) => {
      for (const [path, why] of Object.entries(entry.inferred)) {
        const note = readInferredPath(path, why);
        expect(note, `${entry.id}: ${path}`).toBeDefined();
        if (note!.wire !== undefined) expect(pointsAtWire(entry, note!), `${entry.id}: ${path}`).toBe(true);
        else if (note!.field === 'placeholders')
          expect(
            note!.placeholder === undefined || note!.placeholder in entry.placeholders,
            `${entry.id}: ${path}`,
          ).toBe(true);
        else expect(note!.field !== undefined && note!.field in entry, `${entry.id}: ${path}`).toBe(true);
        expect(why.trim(), `${entry.id}: ${path}`).not.toBe('');
      }
    },
  );

  test('every path of a limit or a server names one of its fields', () => {
    for (const owner of [...limits, ...servers]) {
      for (const note of inferredFields(owner.inferred)) {
        expect(note.field === undefined ? false : note.field in owner, `${owner.id}: ${note.path}`).toBe(true);
      }
      expect(inferredFields(owner.inferred).length, owner.id).toBe(Object.keys(owner.inferred).length);
    }
  });

  test('reads wire, header, placeholder and plain paths', () => {
    expect(readInferredPath("wire[1].headers['Retry-After']", 'w')).toMatchObject({
      wire: 1,
      field: 'headers',
      key: 'Retry-After',
    });
    expect(readInferredPath('wire[0].body.message', 'w')).toMatchObject({ wire: 0, field: 'body', key: 'message' });
    expect(readInferredPath("placeholders[' …']", 'w')).toMatchObject({ field: 'placeholders', placeholder: ' …' });
    expect(readInferredPath('trigger.how', 'w')).toMatchObject({ field: 'trigger', key: 'how' });
    expect(readInferredPath('wire.body', 'w')).toBeUndefined();
  });

  test('mark the revisions of the servers whose sources name none, and of each of their entries', () => {
    for (const server of ['rooms', 'ichabod'] as const) {
      expect(servers.find((candidate) => candidate.id === server)?.inferred['revisions'], server).toBeDefined();
      for (const entry of entries.filter((candidate) => candidate.server === server))
        expect(entry.inferred['revisions'], entry.id).toBeDefined();
    }
  });
});

describe('reactions', () => {
  test('a carry-on that clears by itself names a limit of its own server', () => {
    for (const entry of entries) {
      const { reaction } = entry;
      if (reaction.kind !== 'carry-on' || reaction.clearsAfter === undefined) continue;
      const limit = limits.find((candidate) => candidate.id === reaction.clearsAfter);
      expect(limit?.server, entry.id).toBe(entry.server);
    }
  });

  test('a reaction the source leaves open says why it was chosen', () => {
    for (const entry of entries.filter((candidate) => candidate.action === '' && candidate.server !== 'spec')) {
      if (['not-an-error', 'replay-ok'].includes(entry.reaction.kind)) continue;
      expect(entry.inferred['reaction'] ?? entry.inferred['action'], entry.id).toBeDefined();
    }
  });

  test('where the source’s advice only approaches a reaction, the reaction is a judgement that says so, with its reason', () => {
    const judged = {
      'clockford.tool.clients-per-account': 'carry-on',
      'clockford.tool.no-room-for-visitor': 'carry-on',
      'clockford.http.too-many-sessions': 'retry-after',
      'rooms.tool.conflict': 'carry-on',
      'ichabod.tool.unauthorized': 'fix-request',
      ...Object.fromEntries(
        entries
          .filter((entry) => entry.server === 'clockford' && entry.meaning === 'Quota')
          .map((entry) => [entry.id, 'carry-on']),
      ),
    };
    expect(Object.keys(judged)).toHaveLength(5 + 9);
    for (const [id, kind] of Object.entries(judged)) {
      const entry = entries.find((candidate) => candidate.id === id);
      expect(entry?.reaction.kind, id).toBe(kind);
      expect(entry?.inferred['reaction'], id).toMatch(/^A judgement\b.+/);
    }
  });

  test('a wire form with its own reaction differs from the entry’s', () => {
    for (const entry of entries)
      for (const wire of entry.wire) if (wire.reaction) expect(wire.reaction, entry.id).not.toEqual(entry.reaction);
  });
});

describe('numbers', () => {
  const scales: Record<string, number> = { hour: 3600, hours: 3600, minutes: 60, KB: 1024, KiB: 1024 };

  test('every quantity converts by the scale its unit word says', () => {
    for (const limit of limits) {
      if (!limit.quantity) continue;
      const word = /^(hours?|minutes|KB|KiB)\b/.exec(limit.quantity.unit)?.[1];
      expect(limit.quantity.scale, `${limit.id}: ${limit.quantity.unit}`).toBe(word ? scales[word] : 1);
      expect(limitAmount(limit.id), limit.id).toBe(limit.quantity.value * limit.quantity.scale);
    }
  });

  test('read in the units a program uses', () => {
    expect(limitAmount('clockford.limit.body-size')).toBe(131_072);
    expect(limitAmount('rooms.limit.message-body')).toBe(16_384);
    expect(limitAmount('rooms.limit.claim-lease-min', 'default')).toBe(3600);
    expect(limitAmount('clockford.limit.session-idle')).toBe(1800);
    expect(() => limitAmount('rooms.limit.messages')).toThrow(/states no number/);
    expect(getLimit('clockford.limit.requests').source).toBe('inferred');
  });

  test('a number the mock chose is a limit marked inferred, with the reason', () => {
    for (const limit of limits.filter((candidate) => candidate.group === 'Not printed: chosen for the mock')) {
      expect(limit.source, limit.id).toBe('inferred');
      expect(limit.inferred['quantity'] ?? limit.inferred['rate'], limit.id).toBeDefined();
    }
  });
});

describe('placeholderParts', () => {
  test('splits quoted text into literal runs and placeholders', () => {
    const placeholders = {
      N: { pattern: '\\d+', example: '3', meaning: 'seconds' },
      ' …': { pattern: '.*', example: '', meaning: 'the rest' },
    };
    expect(placeholderParts('Try again in N seconds. …', placeholders)).toEqual([
      { text: 'Try again in ' },
      { text: 'N', placeholder: 'N' },
      { text: ' seconds.' },
      { text: ' …', placeholder: ' …' },
    ]);
    expect(placeholderParts('NO N', placeholders)).toEqual([{ text: 'NO ' }, { text: 'N', placeholder: 'N' }]);
  });
});
