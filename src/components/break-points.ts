/** Runs of text without a space longer than this get break opportunities at their structure. */
const longRun = 20;
/** Where a long run may break: after a path separator, a query's `?`, `&` or `=`, or a comma. */
const after = /(?<=[/?&=,])(?=[^/?&=,])/;

/**
 * Splits `text` where a line may break inside a long run with no space (a URL, compact JSON), so
 * a narrow cell wraps at structure, never in the middle of a word. Join the pieces with `<wbr>`.
 *
 * @example
 * breakPoints('see https://a.example/b/c?d=1') // ['see https://', 'a.example/', 'b/', 'c?', 'd=', '1']
 */
export function breakPoints(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const run of text.split(/(\s+)/)) {
    if (run.length <= longRun || /\s/.test(run)) {
      current += run;
      continue;
    }
    const [first = '', ...rest] = run.split(after);
    current += first;
    for (const piece of rest) {
      pieces.push(current);
      current = piece;
    }
  }
  pieces.push(current);
  return pieces;
}
