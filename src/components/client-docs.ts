/**
 * The reference client's options and error codes, read from its own source: each option's doc
 * comment (what it does, and for a number where it comes from) and its `@default`. "Use the
 * reference client" renders these as tables, so the page and the code cannot disagree.
 */

/** The interfaces the page documents, and the module that declares each. */
export const documentedInterfaces = {
  ResilientClientOptions: 'options.ts',
  Hooks: 'options.ts',
  Clock: 'options.ts',
  CallOptions: 'options.ts',
  RetryPolicy: 'policy.ts',
  RetryBudgetOptions: 'retry-budget.ts',
  DecisionEvent: 'decision.ts',
} as const;

export type DocumentedInterface = keyof typeof documentedInterfaces;

/** One member of an interface, as its doc comment describes it. */
export interface DocumentedMember {
  name: string;
  optional: boolean;
  /** The type as written, without `| undefined`. */
  type: string;
  /** The doc comment without its `@default`. */
  doc: string;
  /** The `@default`, as written. */
  defaultText?: string;
}

/** A doc comment's text: the lines without their `*`, joined with spaces. */
function commentText(comment: string): string {
  return comment
    .split('\n')
    .map((line) => line.replace(/^\s*\*?\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
}

/** The body of `export interface <name> … { … }`, up to its closing brace. */
function interfaceBody(source: string, name: string): string {
  const start = new RegExp(`export interface ${name}\\b[^{]*\\{`).exec(source);
  if (!start) throw new Error(`No interface ${name} in the source given.`);
  let depth = 1;
  for (let index = start.index + start[0].length; index < source.length; index++) {
    if (source[index] === '{') depth++;
    if (source[index] === '}' && --depth === 0) return source.slice(start.index + start[0].length, index);
  }
  throw new Error(`The interface ${name} does not close.`);
}

/**
 * The members of interface `name` in `source`, in order, each with its doc comment and `@default`.
 *
 * @example
 * interfaceMembers(policySource, 'RetryPolicy')[0]
 * // { name: 'maxAttempts', optional: false, type: 'number', doc: 'Calls per logical call, …', defaultText: '3' }
 */
export function interfaceMembers(source: string, name: string): DocumentedMember[] {
  const members: DocumentedMember[] = [];
  const member = /(?:\/\*\*([\s\S]*?)\*\/\s*)?(?:readonly\s+)?(\w+)(\?)?:\s*([^;]+);/g;
  for (const [, comment = '', memberName = '', optional, type = ''] of interfaceBody(source, name).matchAll(member)) {
    const text = commentText(comment);
    const [doc = '', defaultText] = text.split(/\s*@default\s+/);
    members.push({
      name: memberName,
      optional: optional === '?',
      type: type.replace(/\s*\|\s*undefined$/, '').replace(/\s+/g, ' '),
      doc,
      ...(defaultText === undefined ? {} : { defaultText }),
    });
  }
  return members;
}

/** The bullets of the doc comment above `export type <name>`: `` - `code`: words `` → `{ term: 'code', text: 'words' }`. */
export function typeDocBullets(source: string, name: string): Array<{ term: string; text: string }> {
  const found = new RegExp(`/\\*\\*((?:(?!\\*/)[\\s\\S])*)\\*/\\s*export type ${name}\\b`).exec(source);
  if (!found) throw new Error(`No documented type ${name} in the source given.`);
  const lines = (found[1] ?? '').split('\n').map((line) => line.replace(/^\s*\*?\s?/, ''));
  const bullets: string[] = [];
  for (const line of lines) {
    if (line.startsWith('- ')) bullets.push(line.slice(2).trim());
    else if (bullets.length > 0 && line.trim() !== '') bullets[bullets.length - 1] += ` ${line.trim()}`;
  }
  return bullets.flatMap((bullet) => {
    const match = /^`([^`]+)`:\s*(.*)$/.exec(bullet);
    return match ? [{ term: match[1] ?? '', text: match[2] ?? '' }] : [];
  });
}

/** A run of doc text: plain, or code (between backticks). */
export type DocPart = { code: boolean; text: string };

/** Doc text split at backticks, so a page sets code apart without inserting markup. */
export function docParts(text: string): DocPart[] {
  return text
    .split('`')
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text !== '');
}

/** The first sentence of a module's opening doc comment: what the module is. */
export function moduleSummary(source: string): string {
  const comment = /^\/\*\*([\s\S]*?)\*\//.exec(source.trimStart())?.[1] ?? '';
  const text = commentText(comment);
  return /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
}

/** A member's default as a page shows it: milliseconds in seconds too (`60000` → `60000 ms (60 s)`). */
export function defaultWords(member: DocumentedMember): string | undefined {
  const { defaultText } = member;
  if (defaultText === undefined || !/Ms$/.test(member.name)) return defaultText;
  const ms = Number(defaultText.replace(/_/g, ''));
  return Number.isFinite(ms) ? `${ms} ms (${ms / 1000} s)` : defaultText;
}

/** What a page calls the members of an interface: options you pass, built-in numbers, or fields you read. */
export function memberNoun(of: DocumentedInterface): string {
  return of === 'DecisionEvent' ? 'Field' : of === 'RetryBudgetOptions' ? 'Number' : 'Option';
}
