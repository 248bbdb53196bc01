import { availableParallelism } from 'node:os';
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
    // Vitest's default is one worker fewer than the machine's cores: one, on CI's two. The suite's time is mostly a
    // few long files (the scoreboard's re-runs, the both-ways grades), so two workers halve it there (about 9 min to
    // 4.6); every test that starts a process or a server has a timeout sized for a loaded machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
