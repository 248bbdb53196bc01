/**
 * The components of "Use the reference client" as Markdown: the install commands, the tables of
 * the client's options and error codes, and every module of its source, read from `src/client/`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defaultWords,
  documentedInterfaces,
  interfaceMembers,
  memberNoun,
  typeDocBullets,
  type DocumentedInterface,
} from '../../components/client-docs.ts';
import { clientInstall } from '../../components/client-install.ts';
import { clientModulePath, clientModules, type ClientModule } from '../../components/client-modules.ts';
import { blocks, codeSpan, prose, table } from './markdown-text.ts';

const clientDir = (root: string): string => join(root, 'src/client');
const read = (root: string, file: string): string => readFileSync(join(clientDir(root), file), 'utf8');

/** A fence longer than any run of backticks in the code. */
function fenced(code: string, lang: string): string {
  const fence = '`'.repeat(Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  return `${fence}${lang}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/** The two ways to get the client, as shell blocks. */
export function clientInstallMarkdown(): string {
  const { tarball, vendor } = clientInstall();
  return blocks(fenced(tarball, 'sh'), fenced(vendor, 'sh'));
}

/** The members of one of the client's interfaces, as a table (doc text is Markdown already: `code` stays code). */
export function clientOptionsMarkdown(of: string, root = process.cwd()): string {
  if (!(of in documentedInterfaces)) return '';
  const name = of as DocumentedInterface;
  const members = interfaceMembers(read(root, documentedInterfaces[name]), name);
  const hasDefaults = members.some((member) => member.defaultText !== undefined);
  const head = [memberNoun(name), 'What it does', ...(hasDefaults ? ['Default'] : [])];
  const rows = members.map((member) => [
    `${codeSpan(member.name)} (${codeSpan(member.type)})`,
    prose(member.doc),
    ...(hasDefaults ? [member.defaultText === undefined ? '—' : prose(defaultWords(member) ?? '')] : []),
  ]);
  return table(head, rows);
}

/** The codes of `McpClientError`, as a list. */
export function clientErrorCodesMarkdown(root = process.cwd()): string {
  return typeDocBullets(read(root, 'errors.ts'), 'McpClientErrorCode')
    .map((code) => `- ${codeSpan(code.term)}: ${prose(code.text)}`)
    .join('\n');
}

/** Every module of the client: its path, what it is, and its source. */
export function clientSourceMarkdown(): string {
  return blocks(
    ...clientModules.map((module) =>
      blocks(`**${codeSpan(module.file)}**: ${prose(module.summary)}`, fenced(module.source, 'ts')),
    ),
  );
}

/** A module's own page as Markdown: its path, what it is, and its source. */
export function clientModuleMarkdown(module: ClientModule): string {
  const path = clientModulePath(module.name);
  return `${blocks(
    `# ${module.file}`,
    `HTML: [${path}](${path}) · Part of the [reference client](/client.md)`,
    prose(module.summary),
    fenced(module.source, 'ts'),
  )}\n`;
}
