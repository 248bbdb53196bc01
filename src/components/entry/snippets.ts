/** Every copy-as snippet of an entry, made once: for its page and for its Markdown copy. */
import type { CatalogEntry, Wire } from '../../catalog/index.ts';
import { curlSnippet } from './curl-snippet.ts';
import { exampleReply, replyText } from './example-reply.ts';
import { formatTypeScript } from './format-snippet.ts';
import { mswSnippet } from './msw-snippet.ts';
import { vitestSnippet } from './vitest-snippet.ts';

export interface EntrySnippets {
  curl: string;
  /** The reply of each wire form, as the server sends it. */
  replies: Array<{ wire: Wire; text: string }>;
  msw: string;
  vitest: string;
}

/** The snippets of an entry, with the TypeScript ones formatted. */
export async function snippetsOf(entry: CatalogEntry): Promise<EntrySnippets> {
  const [msw, vitest] = await Promise.all([
    formatTypeScript(mswSnippet(entry)),
    formatTypeScript(vitestSnippet(entry)),
  ]);
  return {
    curl: curlSnippet(entry),
    replies: entry.wire.map((wire) => ({ wire, text: replyText(exampleReply(entry, wire)) })),
    msw,
    vitest,
  };
}
