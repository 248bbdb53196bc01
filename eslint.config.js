// @ts-check
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist/',
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
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
