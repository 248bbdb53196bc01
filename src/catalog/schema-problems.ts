/**
 * `CatalogSchema`'s issues as problems a person can fix: each names its JSON path, says what is wrong with the value
 * found there, and what would be right (the allowed kinds, the levels, the range of a status).
 */
import type * as z from 'zod';
import { jsonPath } from './json-path.ts';

/** One thing wrong with a catalog file: where (`$.entries[3].wire[0].status`) and what to do about it. */
export interface CatalogProblem {
  path: string;
  message: string;
}

const levelWords = 'http (refused over HTTP), protocol (refused by the MCP layer) or tool (answered by the tool)';

/** The value at a path of the parsed JSON, or `undefined` where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const step of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[step];
  }
  return at;
}

/** A found value in a few characters, for a message: `"panic"`, `700`, `an object`. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const oneOf = (values: readonly unknown[]): string => values.map((value) => JSON.stringify(value)).join(', ');
const lastKey = (path: readonly PropertyKey[], from = 1): PropertyKey | undefined => path[path.length - from];

/** What the discriminated union at a path chooses between, in words: `reaction kind`, `wire kind`, `body type`. */
function unionNoun(owner: PropertyKey | undefined, discriminator: string): string {
  if (owner === 'reaction') return 'reaction kind';
  if (owner === 'trigger') return 'trigger kind';
  if (owner === 'body') return 'body type';
  if (typeof owner === 'number') return 'wire kind';
  return discriminator;
}

function unionMessage(issue: z.core.$ZodIssueInvalidUnion, found: unknown): string {
  const options = (issue as { options?: unknown[] }).options;
  if (options === undefined) return `${shown(found)} matches none of the forms allowed here (${issue.message}).`;
  const noun = unionNoun(lastKey(issue.path, 2), String(issue.discriminator ?? 'kind'));
  return `unknown ${noun} ${shown(found)}: use one of ${oneOf(options)}.`;
}

function rangeMessage(issue: z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall, found: unknown): string {
  const key = lastKey(issue.path);
  if ((key === 'status' || key === 'httpStatus') && issue.origin === 'number')
    return `an HTTP status is a whole number from 100 to 599; ${shown(found)} is not one: use the status the server sends.`;
  const bound = 'maximum' in issue ? `at most ${String(issue.maximum)}` : `at least ${String(issue.minimum)}`;
  if (issue.origin === 'array') return `${shown(found)} must hold ${bound} item(s): add the missing one.`;
  if (issue.origin === 'string') return `the text must be ${bound} characters long.`;
  return `${shown(found)} is out of range: it must be ${bound}${issue.inclusive === false ? ' (exclusive)' : ''}.`;
}

function typeMessage(issue: z.core.$ZodIssueInvalidType, found: unknown): string {
  const key = lastKey(issue.path);
  if (found === undefined) {
    if (key === 'pattern' && lastKey(issue.path, 3) === 'placeholders')
      return 'a placeholder needs a pattern: a regular-expression fragment its values match, such as "\\\\d+" or ".+".';
    return `${typeof key === 'string' ? `"${key}"` : 'a value'} is missing: add it (${issue.expected}).`;
  }
  return `expected ${issue.expected}, found ${shown(found)}: write it as ${issue.expected}.`;
}

function formatMessage(issue: z.core.$ZodIssueInvalidStringFormat, found: unknown): string {
  if (!issue.message.startsWith('Invalid')) return `${shown(found)}: ${issue.message}.`;
  if (lastKey(issue.path) === 'title') return `${shown(found)}: a title is a few words with no trailing period.`;
  const pattern = 'pattern' in issue && issue.pattern !== undefined ? ` ${String(issue.pattern)}` : '';
  return `${shown(found)} is not a valid ${issue.format}${pattern}: fix its form.`;
}

/** One zod issue as a problem with a JSON path and a message that says what to do. */
function problemOf(issue: z.core.$ZodIssue, value: unknown): CatalogProblem {
  const found = valueAt(value, issue.path);
  const path = jsonPath(issue.path);
  switch (issue.code) {
    case 'invalid_union':
      return { path, message: unionMessage(issue, found) };
    case 'invalid_value':
      return {
        path,
        message:
          lastKey(issue.path) === 'level'
            ? `unknown level ${shown(found)}: an entry's level is ${levelWords}.`
            : `${shown(found)} is not allowed here: use one of ${oneOf(issue.values)}.`,
      };
    case 'too_big':
    case 'too_small':
      return { path, message: rangeMessage(issue, found) };
    case 'invalid_type':
      return { path, message: typeMessage(issue, found) };
    case 'invalid_format':
      return { path, message: formatMessage(issue, found) };
    default:
      return { path, message: `${issue.message}.` };
  }
}

/** Every issue of a failed `CatalogSchema` parse, as problems, in the order zod found them. */
export function schemaProblems(issues: readonly z.core.$ZodIssue[], value: unknown): CatalogProblem[] {
  return issues.map((issue) => problemOf(issue, value));
}
