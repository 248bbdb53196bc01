/** The components of "What your SDK does with each error" as Markdown, from the same modules the HTML page draws. */
import { describeReaction, getServer } from '../../catalog/index.ts';
import { sdkSurfaces } from '../../components/entry/sdk-surfaces.ts';
import { pythonSdkFacts, pythonSdkSource } from '../../components/python-sdk-facts.ts';
import { entryPath } from '../../components/routes.ts';
import {
  cellLegend,
  cellLines,
  headlineWords,
  realityByServer,
  realityHeadline,
  realityRows,
  remedies,
  remedyLabels,
  remedyWords,
  sdks,
} from '../../components/sdk-reality.ts';
import keepRefusals from '../../examples/keep-refusals.ts?raw';
import { blocks, codeSpan, prose, table } from './markdown-text.ts';

/** The headline and a table per server. */
export function sdkRealityMarkdown(): string {
  const rows = realityRows();
  const headline = realityHeadline(rows);
  const lines = sdks.map(
    (sdk) =>
      `- **${sdk}, ${codeSpan(sdkSurfaces.sdks[sdk].package)} ${sdkSurfaces.sdks[sdk].version}**: ${prose(headlineWords(headline[sdk], rows.length))}`,
  );
  const tables = realityByServer(rows).map(({ server, rows: own }) =>
    blocks(
      `### ${server === 'spec' ? 'The MCP specification' : getServer(server).name}`,
      table(
        ['Entry', 'Reaction', ...sdks.map((sdk) => `SDK ${sdk}`)],
        own.map((row) => [
          `[${prose(row.entry.title)}](${entryPath(row.entry.id)}) ${codeSpan(row.entry.id)}`,
          prose(describeReaction(row.entry.reaction)),
          ...sdks.map((sdk) => cellLines(row.cells[sdk]).map(prose).join('; ')),
        ]),
      ),
    ),
  );
  const legend = remedies.map((remedy) => `- **${remedyLabels[remedy]}**: ${prose(remedyWords[remedy])}`);
  return blocks(lines.join('\n'), prose(cellLegend), legend.join('\n'), ...tables);
}

/** The Python SDK's facts, with where they were read. */
export function pythonSdkFactsMarkdown(): string {
  const source = pythonSdkSource;
  return blocks(
    pythonSdkFacts.map(({ fact, where }) => `- ${prose(fact)} (${codeSpan(where)})`).join('\n'),
    `Read from [${source.file}](${source.repository}/blob/${source.commit}/${source.file}) at commit ` +
      `${codeSpan(source.commit.slice(0, 9))} (${source.committed}), on ${source.read}; not run against the mock.`,
  );
}

/** The one-file remedy's source, fenced. */
export function sdkRemedyMarkdown(fence: (code: string, lang: string, title: string) => string): string {
  return fence(keepRefusals, 'ts', 'keep-refusals.ts');
}
