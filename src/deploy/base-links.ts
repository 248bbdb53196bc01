/**
 * A rehype plugin that puts the links of the docs' Markdown under the site's base path. The pages in `content/` are
 * written for the root (`[the levels](/levels/)`), as prose should be; Astro leaves such links as they are, so under a
 * base path (`ATLAS_BASE`) this plugin rewrites each `href` and `src` that is a path of the site, and nothing else.
 */
import { hrefWithBase } from '../base-path.ts';

/** The part of a HAST node this plugin reads: an element's properties, and any node's children. */
interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const linkProperties = ['href', 'src'] as const;

function rewrite(node: HastNode, base: string): void {
  if (node.type === 'element' && node.properties) {
    for (const name of linkProperties) {
      const value = node.properties[name];
      if (typeof value === 'string') node.properties[name] = hrefWithBase(value, base);
    }
  }
  for (const child of node.children ?? []) rewrite(child, base);
}

/** The plugin for `markdown.rehypePlugins`, for the base path `base` (`/` leaves every link as it is). */
export function rehypeBaseLinks(base: string): () => (tree: HastNode) => void {
  return () => (tree) => {
    if (base !== '/') rewrite(tree, base);
  };
}
