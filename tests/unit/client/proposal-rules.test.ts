/** The client's page names every proposal rule its source marks, and marks no rule its source does not. */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ruleIds = (text: string): string[] => [...new Set(text.match(/\b(?:RL|TR)-\d+\b/g) ?? [])].sort();

test('the client page’s proposal rules are the rules the client’s source marks', () => {
  const dir = join(import.meta.dirname, '../../../src/client');
  const source = readdirSync(dir)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
  const page = readFileSync(join(import.meta.dirname, '../../../content/client.mdx'), 'utf8');
  const marked = ruleIds(source);
  expect(marked).toEqual(expect.arrayContaining(['RL-7', 'RL-8', 'RL-9', 'TR-11', 'TR-14', 'TR-8', 'TR-9']));
  expect(ruleIds(page)).toEqual(marked);
});
