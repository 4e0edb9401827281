/* global window, document, fetch, URL, setTimeout, Worker */
// Runs before the app's module: both are deferred, and deferred scripts run in the order of the page. It
// is a file, not an inline script, so the Content-Security-Policy allows no inline script but the colour
// scheme's in index.html (by its hash). Deferred, it does not hold the first paint back (index.html).

// zod 4 probes for `new Function` to compile its parsers; under the CSP (no 'unsafe-eval') even the
// probe is reported as a violation. zod reads this global when it loads: parse without compiling.
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });

// The API profile is requested here, beside the app's code, rather than once that code has loaded and run:
// on a phone's network that is a round trip less before the first page. src/api/profile.ts takes the
// answer (or the failure, which it treats as no file) from this global.
try {
  var profile = fetch(new URL('api-profile.json', document.currentScript.src), {
    cache: 'no-cache',
    credentials: 'omit',
  });
  // Handled where it is taken: a failure before then is not an unhandled rejection.
  profile.catch(function () {});
  window.__apiProfileResponse = profile;
} catch {
  // No fetch or no currentScript: the app requests the file itself.
}

// The first number or date formatter a page makes loads the browser's formatting data, whatever the locale
// (30 to 80 ms on the 2-core test machine in one piece, four times that on a phone's CPU). A worker loads it
// off the main thread while the app's code downloads (intl-warmup.js); without workers the main thread
// does it now, still before the app's start and the render of its first figures.
try {
  new Worker(new URL('intl-warmup.js', document.currentScript.src));
} catch {
  setTimeout(function () {
    try {
      new Intl.NumberFormat().format(1);
      new Intl.DateTimeFormat().format(0);
    } catch {
      // No Intl: the app's own formatting says so where it is used.
    }
  }, 0);
}
