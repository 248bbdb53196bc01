// @ts-check
import { defineConfig } from 'astro/config';
import starlight from '@astrojs/starlight';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';

/** @type {Array<[label: string, id: string]>} */
const servers = [
  ['Clockford', 'clockford'],
  ['Rooms', 'rooms'],
  ['Ichabod', 'ichabod'],
  ['Connect', 'connect'],
];

export default defineConfig({
  site: 'https://mcp-error-atlas.example',
  output: 'static',
  trailingSlash: 'always',
  integrations: [
    starlight({
      title: 'MCP Error Atlas',
      description: 'How MCP servers fail, and how a client should react.',
      lastUpdated: false,
      pagefind: true,
      sidebar: [
        {
          label: 'Start here',
          items: [
            { label: 'Three levels, golden rules', link: '/levels/' },
            { label: 'Playground', link: '/playground/' },
          ],
        },
        {
          label: 'Guides',
          items: [
            { label: 'Designing a resilient client', link: '/guides/resilient-client/' },
            { label: 'Idempotent writes', link: '/guides/idempotent-writes/' },
            { label: 'Protocol revisions', link: '/guides/protocol-revisions/' },
          ],
        },
        ...servers.map(([label, id]) => ({
          label,
          items: [
            { label: 'Errors', link: `/servers/${id}/errors/` },
            { label: 'Limits', link: `/servers/${id}/limits/` },
          ],
        })),
        { label: 'MCP specification', items: [{ label: 'Protocol errors', link: '/spec/errors/' }] },
      ],
      customCss: ['./src/styles/catalog.css'],
    }),
    react(),
    mdx(),
  ],
});
