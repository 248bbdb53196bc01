/**
 * JSON on one line with a space after each `:` and `,` (`{"code": -32602, "message": "..."}`), so a
 * narrow cell wraps between values, never inside one.
 *
 * @example
 * spacedJson({ error: 'not_found', retry: false }) // '{"error": "not_found", "retry": false}'
 */
export function spacedJson(value: unknown): string {
  // Indented JSON has real newlines only between values (a newline inside a string is escaped).
  return (JSON.stringify(value, null, 1) ?? '').replace(/\n\s*/g, (_, offset: number, whole: string) => {
    const before = whole[offset - 1];
    const afterChar = whole[offset + _.length];
    return before === '{' || before === '[' || afterChar === '}' || afterChar === ']' ? '' : ' ';
  });
}
