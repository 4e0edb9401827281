import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The portal's languages (issue 25): English is the source, `pseudo` is the accented stand-in that finds
 * any text left out of the catalogs (src/lib/i18n.test.ts and the pseudo-locale e2e check).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'ja', 'zh-CN', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**', '<rootDir>/src/test/**'],
    },
  ],
  orderBy: 'messageId',
  // Each entry names the files it comes from, not their lines: moving code does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  // The app's own small runtime for Lingui's compiled messages (src/lib/messageRuntime.ts, docs/i18n.md).
  runtimeConfigModule: { i18n: ['@/lib/i18n', 'i18n'], Trans: ['@/lib/Trans', 'Trans'] },
});
