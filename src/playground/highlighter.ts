/**
 * The entry pages' JSON highlighter, at build time, and the reference the wire pane's small tokenizer
 * (`highlight.ts`) is tested against. Built from shiki's fine-grained core: the JSON grammar precompiled to
 * JavaScript regular expressions, run by the raw JavaScript engine (no Oniguruma translator, no WebAssembly,
 * no eval), and the site's two themes. Only the tokenizer is used (no HTML renderer).
 */
import { codeToTokens, createShikiPrimitiveAsync, type TokensResult } from 'shiki/core';
import { createJavaScriptRawEngine } from 'shiki/engine/javascript';
import json from '@shikijs/langs-precompiled/json';
import githubDark from 'shiki/themes/github-dark.mjs';
import githubLight from 'shiki/themes/github-light.mjs';

/** Tokenizes JSON with both themes' colours as CSS custom properties (`--shiki-light`, `--shiki-dark`). */
export type JsonTokenizer = (text: string) => TokensResult;

export async function createJsonTokenizer(): Promise<JsonTokenizer> {
  const primitive = await createShikiPrimitiveAsync({
    themes: [githubLight, githubDark],
    langs: [json],
    engine: createJavaScriptRawEngine(),
  });
  return (text) =>
    codeToTokens(primitive, text, {
      lang: 'json',
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: false,
    });
}
