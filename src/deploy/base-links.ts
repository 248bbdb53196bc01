/**
 * The docs' Markdown links under the site's base path. The pages in `content/` are written for the root
 * (`[the levels](/levels/)`), as prose should be, and Astro leaves such links as they are; under a base path
 * (`ATLAS_BASE`) a plugin of Astro's Markdown processor (Sätteri) rewrites each `href` and `src` that is a path of the
 * site, and nothing else. The integration adds it to the processor the way Starlight adds its own.
 */
import type { AstroIntegration } from 'astro';
import { hrefWithBase } from '../base-path.ts';

/** The part of a HAST element this plugin reads. */
interface LinkElement {
  readonly properties?: Readonly<Record<string, unknown>>;
}

/** The part of Sätteri's visitor context this plugin uses. */
interface PropertySetter {
  setProperty(node: LinkElement, key: string, value: unknown): void;
}

const linkProperties = ['href', 'src'] as const;

/** The changes to make to one element: each link property that is a path of the site, under `base`. */
function baseLinkChanges(element: LinkElement, base: string): Array<[string, string]> {
  return linkProperties.flatMap((name): Array<[string, string]> => {
    const value = element.properties?.[name];
    if (typeof value !== 'string') return [];
    const moved = hrefWithBase(value, base);
    return moved === value ? [] : [[name, moved]];
  });
}

/** Sätteri's HAST plugin for `base`: it visits links and images. */
export function baseLinksPlugin(base: string) {
  return {
    name: 'atlas-base-links',
    element: {
      filter: ['a', 'img'],
      visit(node: LinkElement, context: PropertySetter): void {
        for (const [name, value] of baseLinkChanges(node, base)) context.setProperty(node, name, value);
      },
    },
  };
}

/** Adds the plugin to the configured Markdown processor when the site has a base path; at the root it does nothing. */
export function baseLinksIntegration(base: string): AstroIntegration {
  return {
    name: 'atlas:base-links',
    hooks: {
      'astro:config:setup': ({ config }) => {
        if (base === '/') return;
        const options = (config.markdown.processor as { options?: { hastPlugins?: unknown[] } } | undefined)?.options;
        if (!Array.isArray(options?.hastPlugins)) {
          throw new Error(
            'The site has a base path, but the Markdown processor takes no HAST plugins, so the docs’ links cannot be ' +
              'moved under it. Keep Astro’s default processor (Sätteri), or unset ATLAS_BASE.',
          );
        }
        options.hastPlugins.push(baseLinksPlugin(base));
      },
    },
  };
}
