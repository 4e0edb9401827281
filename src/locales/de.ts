// Everything the portal needs to speak this language, fetched as one file when it is chosen (lib/i18n.ts):
// the catalog, zod's own messages and the calendars' month and day names (dayjs, read by Mantine's dates).
import 'dayjs/locale/de';
export { messages } from './de/messages.po';
// eslint-disable-next-line no-restricted-imports -- a locale of zod's messages, not zod itself
export { default as zodLocale } from 'zod/v4/locales/de.js';
