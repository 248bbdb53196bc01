/**
 * JSON highlighting for the wire pane with shiki's fine-grained core: one grammar, the JavaScript
 * regex engine (no WebAssembly, no eval) and the site's two themes, loaded on first use.
 */
import type { HighlighterCore } from 'shiki/core';

let highlighter: Promise<HighlighterCore> | undefined;

function load(): Promise<HighlighterCore> {
  highlighter ??= (async () => {
    const [{ createHighlighterCore }, { createJavaScriptRegexEngine }, json, light, dark] = await Promise.all([
      import('shiki/core'),
      import('shiki/engine/javascript'),
      import('shiki/langs/json.mjs'),
      import('shiki/themes/github-light.mjs'),
      import('shiki/themes/github-dark.mjs'),
    ]);
    return createHighlighterCore({
      themes: [light.default, dark.default],
      langs: [json.default],
      engine: createJavaScriptRegexEngine(),
    });
  })();
  return highlighter;
}

/** The text as highlighted HTML (shiki escapes it); plain text that is not JSON is escaped as is. */
export async function highlightJson(text: string): Promise<string> {
  const core = await load();
  return core.codeToHtml(text, {
    lang: 'json',
    themes: { light: 'github-light', dark: 'github-dark' },
    defaultColor: false,
  });
}
