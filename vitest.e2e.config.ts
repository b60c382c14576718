import { defineConfig } from 'vitest/config';

/** Browser journeys: Playwright (playwright-core) driving Debian's Chromium against the built portal. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 300_000,
    fileParallelism: false,
    // Each journey as it ends: a file of journeys (the accessibility scans) runs for minutes.
    reporters: ['verbose'],
    // The journeys wait for what a user would see; on a busy 2-core machine that can take seconds.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    globalSetup: ['tests/e2e/support/global-setup.ts'],
  },
});
