import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
  // The site is in English only and keeps Starlight's own words: one entry that changes none of them. Starlight reads
  // this collection at every build and warns when it is missing or empty.
  i18n: defineCollection({
    loader: () => [{ id: 'en' }],
    schema: i18nSchema(),
  }),
};
