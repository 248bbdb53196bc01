import { defineConfig } from 'vitest/config';
import { clientPackageAliases } from './src/build/client-alias.ts';

const [major = 0] = process.versions.node.split('.').map(Number);
if (major < 22) {
  throw new Error(
    `Vitest needs Node 22 or later (this is ${process.version}). Run the tests with "npm test", which uses the project's Node 24.`,
  );
}

export default defineConfig({
  resolve: { alias: clientPackageAliases },
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/package/**/*.test.ts',
      'tests/build/**/*.test.ts',
    ],
    environment: 'node',
  },
});
