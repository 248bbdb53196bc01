// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

/**
 * A `no-restricted-imports` rule for some files: a later block for the same files replaces it, so each file gets one.
 * @param {string[]} files
 * @param {Array<{ regex: string; message: string }>} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const catalogIsData = {
  regex: '^(?!\\./[\\w-]+\\.ts$|zod$|node:)',
  message: 'src/catalog/ is data: it imports only its own modules, zod and Node built-ins, nothing of the project.',
};
const mockKnowsNoClient = {
  regex: '(^|/)(client|client-data|playground|grade|storm|islands|components|pages)/',
  message: 'src/mock/ imports the catalog and its own modules only: it meets the client on the wire, and knows no UI.',
};
const mockSurfaces = {
  regex: '(^|/)mock/(?!(index|parts|node|browser|page-headers)\\.ts$|servers/[a-z0-9-]+/index\\.ts$)',
  message:
    "Import the mock through its public surfaces: src/mock/index.ts (or parts.ts, node.ts, browser.ts, page-headers.ts), or a server's own src/mock/servers/<id>/index.ts.",
};
const noUi = {
  regex: '(^|/)(islands|components|pages)/',
  message: 'Plain TypeScript below the islands imports no UI code: move what both need below.',
};

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-base/',
      '.astro/',
      'node_modules/',
      'public/playground/mockServiceWorker.js',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // Astro components: the plugin's parser and rules; the frontmatter is type-checked by `astro check`.
  astro.configs['flat/recommended'],
  {
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.astro/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/islands/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The reference client is copied and packed on its own: it may import its own modules, the official SDK
    // client, and the generated data module of the catalog's entries, and nothing else.
    files: ['src/client/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[\\w-]+\\.ts$|@modelcontextprotocol/client$|\\.\\./client-data/entries\\.ts$)',
              message:
                'src/client/ imports only its own modules, @modelcontextprotocol/client and ../client-data/entries.ts: readers copy it and the build packs it on its own.',
            },
          ],
        },
      ],
    },
  },
  {
    // The explainer ships in the client package too, so it imports only the client's own modules. It names each one
    // rather than the client's index, which brings the SDK: a page that reads a pasted response loads none of it.
    files: ['src/client/explain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[\\w-]+\\.ts$|\\.\\./(?!index\\.ts$)[\\w-]+\\.ts$)',
              message:
                "src/client/explain/ imports only its own modules and the client's modules by name (../classify.ts), not ../index.ts, which loads the SDK: it ships in the client package, and the explainer's page loads no SDK.",
            },
          ],
        },
      ],
    },
  },
  // DESIGN.md's arrows, as rules. The catalog is data and knows no behaviour.
  restrict(['src/catalog/**/*.ts'], [catalogIsData]),
  // The mock and the client meet only on the wire; the mock knows no UI and no run.
  restrict(['src/mock/**/*.ts'], [mockKnowsNoClient]),
  // Outside the mock, only its public surfaces; below the islands, no UI code.
  restrict(['src/{playground,storm,grade}/**/*.ts'], [mockSurfaces, noUi]),
  restrict(
    ['src/{islands,components,pages,search,build,examples}/**/*.{ts,tsx,astro}', 'bin/**/*.ts', 'scripts/**/*.ts'],
    [mockSurfaces],
  ),
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  // No function or component in src/ is longer than 80 lines of code (blank lines and comments aside), and no
  // island file is longer than 150 lines, every line counted: longer ones hold logic a controller should.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['src/islands/**/*.tsx'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
);
