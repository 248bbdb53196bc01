/** Snippets are formatted the way a reader's own code would be: Prettier, single quotes, 100 columns. */
import { format } from 'prettier';

/** TypeScript source, formatted. */
export function formatTypeScript(source: string): Promise<string> {
  return format(source, { parser: 'typescript', singleQuote: true, printWidth: 100 });
}
