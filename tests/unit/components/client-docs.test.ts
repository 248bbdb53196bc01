/**
 * "Use the reference client" renders the client's options, defaults and error codes from its own
 * doc comments. These tests hold the comments to the code they describe.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  docParts,
  documentedInterfaces,
  interfaceMembers,
  moduleSummary,
  typeDocBullets,
  type DocumentedInterface,
} from '../../../src/components/client-docs.ts';
import { createResilientClient, defaultRetryBudget, defaultRetryPolicy } from '../../../src/client/index.ts';
import {
  callOptionNames,
  clientOptionNames,
  clockNames,
  hookNames,
  retryNames,
} from '../../../src/client/option-names.ts';
import { defaultPassThrough } from '../../../src/client/setup.ts';
import { clientModules } from '../../../scripts/pack-client.ts';

const source = (file: string): string => readFileSync(new URL(`../../../src/client/${file}`, import.meta.url), 'utf8');
const membersOf = (name: DocumentedInterface) => interfaceMembers(source(documentedInterfaces[name]), name);

describe('the client’s documented interfaces', () => {
  test.each(Object.keys(documentedInterfaces) as DocumentedInterface[])(
    '%s: every member says what it does',
    (name) => {
      const members = membersOf(name);
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(member.doc, `${name}.${member.name}`).not.toBe('');
    },
  );

  test('the policy’s documented defaults are its defaults, and each number names where it comes from or that none did', () => {
    const members = membersOf('RetryPolicy');
    expect(members.map((member) => member.name)).toEqual(Object.keys(defaultRetryPolicy));
    for (const member of members) {
      expect(Number(member.defaultText?.replace(/_/g, '')), member.name).toBe(
        defaultRetryPolicy[member.name as keyof typeof defaultRetryPolicy],
      );
      expect(member.doc, member.name).toMatch(/AWS|SRE|PR #1965|ky|No anchor/);
    }
  });

  test('the budget’s documented defaults are its defaults', () => {
    const members = membersOf('RetryBudgetOptions');
    expect(members.map((member) => member.name)).toEqual(Object.keys(defaultRetryBudget));
    for (const member of members) {
      expect(Number(member.defaultText), member.name).toBe(
        defaultRetryBudget[member.name as keyof typeof defaultRetryBudget],
      );
    }
  });

  test('the documented pass-through default is the default', () => {
    const passThrough = membersOf('ResilientClientOptions').find((member) => member.name === 'passThrough');
    expect(JSON.parse(passThrough?.defaultText?.replace(/'/g, '"') ?? 'null')).toEqual(defaultPassThrough);
  });

  test('reads a member’s type without `| undefined`, and its default apart from its words', () => {
    const entries = membersOf('ResilientClientOptions').find((member) => member.name === 'entries');
    expect(entries).toMatchObject({
      optional: true,
      type: 'readonly Entry<Id>[]',
      defaultText: '[] (the fallback alone)',
    });
    expect(entries?.doc).not.toContain('@default');
  });
});

describe('the option tables and what the factory accepts', () => {
  const names = (of: DocumentedInterface): string[] => membersOf(of).map((member) => member.name);
  const accepts = (options: Record<string, unknown>): boolean => {
    try {
      createResilientClient(options);
      return true;
    } catch {
      return false;
    }
  };

  test('each table lists exactly the names the factory and callTool take', () => {
    expect(names('ResilientClientOptions')).toEqual([...clientOptionNames]);
    expect(names('Hooks')).toEqual([...hookNames]);
    expect(names('Clock')).toEqual([...clockNames]);
    expect(names('CallOptions')).toEqual([...callOptionNames]);
    expect([...names('RetryPolicy'), 'budget']).toEqual([...retryNames]);
  });

  test('the factory accepts every documented name, in its group, and refuses one the tables do not list', () => {
    for (const name of names('ResilientClientOptions')) expect(accepts({ [name]: undefined }), name).toBe(true);
    for (const name of names('Hooks')) expect(accepts({ hooks: { [name]: undefined } }), name).toBe(true);
    for (const name of names('Clock')) expect(accepts({ clock: { [name]: undefined } }), name).toBe(true);
    for (const name of [...names('RetryPolicy'), 'budget'])
      expect(accepts({ retry: { [name]: undefined } }), name).toBe(true);
    for (const name of names('RetryBudgetOptions'))
      expect(accepts({ retry: { budget: { [name]: undefined } } }), name).toBe(true);
    expect(accepts({ policy: {} })).toBe(false);
    expect(accepts({ hooks: { onRetry: undefined } })).toBe(false);
    expect(accepts({ retry: { attempts: 3 } })).toBe(false);
  });

  test('callTool accepts every documented name of one call', async () => {
    const caller = { callTool: () => Promise.resolve({ content: [] }) };
    const atlas = createResilientClient();
    for (const name of names('CallOptions')) {
      await expect(atlas.callTool(caller, { name: 'x' }, { [name]: undefined }), name).resolves.toEqual({
        content: [],
      });
    }
  });
});

describe('the error codes', () => {
  test('are every code of McpClientErrorCode, each with its words', () => {
    const union = /export type McpClientErrorCode =([^;]+);/.exec(source('errors.ts'))?.[1] ?? '';
    const codes = [...union.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
    const documented = typeDocBullets(source('errors.ts'), 'McpClientErrorCode');
    expect(documented.map((code) => code.term)).toEqual(codes);
    for (const code of documented) expect(code.text, code.term).not.toBe('');
  });
});

describe('the source browser', () => {
  test('names every module by the first sentence of its doc comment', () => {
    for (const file of clientModules()) expect(moduleSummary(source(file)), file).toMatch(/^\S.*[.!?]$/);
  });

  test('sets code apart without markup', () => {
    expect(docParts('Use `fetch` here.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'fetch' },
      { code: false, text: ' here.' },
    ]);
  });
});
