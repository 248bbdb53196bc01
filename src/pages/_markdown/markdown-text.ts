/**
 * Small helpers that turn plain text into safe Markdown: code spans that survive any backtick,
 * table cells that survive a pipe, prose whose `<` is never read as HTML.
 */

/** `text` as a code span, fenced with more backticks than it holds. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') || text === '' ? ` ${text} ` : text;
  return `${fence}${padded}${fence}`;
}

/**
 * Catalog prose as Markdown: its `backticked` runs stay code spans; elsewhere a `<` that could open
 * a tag and a backslash that could escape are escaped, so no text from the catalog is read as HTML.
 */
export function prose(text: string): string {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1
        ? codeSpan(part)
        : part.replace(/\\(?=[!-/:-@[-`{-~])/g, '\\\\').replace(/<(?=[A-Za-z/!?])/g, '\\<'),
    )
    .join('');
}

/** One cell of a Markdown table: on one line, with its pipes escaped (GFM wants `\|` even in code spans). */
export function cell(markdown: string): string {
  return markdown.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|').trim();
}

/** A GFM table. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]): string => `| ${cells.map(cell).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Paragraphs separated by a blank line, empty ones dropped. */
export function blocks(...parts: readonly string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n\n');
}
