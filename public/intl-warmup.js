/* global self */
// Started by boot.js. The first formatter a page builds loads the browser's formatting data (ICU): 30 to
// 80 ms of this machine's main thread whatever the locale, in one piece no API splits. Those data and ICU's
// caches are shared by the threads of the page's process, so building the formatters here, off the main
// thread, leaves the app's first formatters about 1 ms each (docs/performance.md).
try {
  new Intl.PluralRules().select(1);
  new Intl.Collator().compare('a', 'b');
  new Intl.NumberFormat().format(1.5);
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
  // The part page names a document's language and a country of origin: its first names cost 2-3 ms cold.
  new Intl.DisplayNames(undefined, { type: 'region', fallback: 'none' }).of('US');
  new Intl.DisplayNames(undefined, { type: 'language', fallback: 'none' }).of('en');
} catch {
  // No Intl here: the app's own formatting says so where it is used.
}
self.close();
