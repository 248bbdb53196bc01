import { describe, expect, test } from 'vitest';
import { cell, codeSpan, prose, table } from '../../../src/pages/_markdown/markdown-text.ts';
import { mdxToMarkdown } from '../../../src/pages/_markdown/mdx-to-markdown.ts';

describe('markdown text', () => {
  test('a code span survives backticks in its text', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('`x`')).toBe('`` `x` ``');
  });

  test('prose keeps its code spans and escapes what could open a tag', () => {
    expect(prose('Send `Retry-After` <script>alert(1)</script>')).toBe(
      'Send `Retry-After` \\<script>alert(1)\\</script>',
    );
    expect(prose('1 < 2 and a \\" quote')).toBe('1 < 2 and a \\\\" quote');
  });

  test('a table cell stays one cell: one line, its pipes escaped', () => {
    expect(cell('a | b\nc')).toBe('a \\| b c');
    expect(table(['x', 'y'], [['1', '2|3']])).toBe('| x | y |\n| --- | --- |\n| 1 | 2\\|3 |');
  });
});

describe('mdxToMarkdown', () => {
  const convert = (body: string, raw: Record<string, string> = {}) =>
    mdxToMarkdown(body, {
      renderers: {
        Card: (props, children) => `**${String(props.title)}**\n\n${children}`,
        Code: (props) => `\`\`\`${String(props.lang)}\n${String(props.code)}\n\`\`\``,
      },
      readRaw: (specifier) => raw[specifier],
      island: (component) => `(${component} runs in the browser)`,
    });

  test('drops imports and exports, even over several lines', () => {
    const body =
      "import { Card,\n  CardGrid } from '@astrojs/starlight/components';\nexport const X = () => {\n  return 1;\n};\n\nText.";
    expect(convert(body)).toBe('Text.\n');
  });

  test('renders a component by the name its module exports, with indented children dedented', () => {
    const body =
      'import { Card as Tile } from \'@astrojs/starlight/components\';\n\n<Tile title="One">\n    Inside, **bold**.\n</Tile>';
    expect(convert(body)).toBe('**One**\n\nInside, **bold**.\n');
  });

  test('keeps the children of an unknown component, and points to the page for an island', () => {
    expect(convert('<Wrapper kind="x">\n  Kept.\n</Wrapper>')).toBe('Kept.\n');
    expect(convert("import Playground from '~/islands/Playground.tsx';\n\n<Playground client:visible />")).toBe(
      '(Playground runs in the browser)\n',
    );
  });

  test('leaves tags inside fenced and inline code alone, and drops JSX comments', () => {
    const body = '{/* a note */}\nUse `<Code>` here.\n\n```tsx\n<Card title="no" />\n```';
    expect(convert(body)).toBe('Use `<Code>` here.\n\n```tsx\n<Card title="no" />\n```\n');
  });

  test('shows a ?raw import as the file it names', () => {
    const body = 'import source from \'~/client/backoff.ts?raw\';\n\n<Code code={source} lang="ts" />';
    expect(convert(body, { '~/client/backoff.ts?raw': 'export const x = 1;' })).toBe(
      '```ts\nexport const x = 1;\n```\n',
    );
  });

  test('turns an HTML table into a Markdown table, one row per tr', () => {
    const body =
      '<table>\n  <thead>\n    <tr><th>A</th><th>B</th></tr>\n  </thead>\n  <tbody>\n    <tr>\n      <td>\n        [x](/x/)\n      </td>\n      <td>two\n      lines</td>\n    </tr>\n  </tbody>\n</table>';
    expect(convert(body)).toBe('| A | B |\n| --- | --- |\n| [x](/x/) | two lines |\n');
  });
});
