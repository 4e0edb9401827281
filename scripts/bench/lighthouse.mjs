// Lighthouse (mobile defaults: Moto G Power viewport, simulated slow 4G, 4x CPU slowdown) driven with the
// system Chromium, for `npm run bench`. Each run is a fresh Chromium profile: a cold load, no cache.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling as lighthouseThrottling } from 'lighthouse/core/config/constants.js';
import { findChromium } from '../find-chromium.mjs';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--mute-audio',
];

/** The longest main-thread task of the load (Lighthouse's own trace), in simulated (throttled) ms. */
function longestTask(lhr) {
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return tasks.reduce((max, task) => Math.max(max, task.duration ?? 0), 0);
}

/**
 * Whether headless Chromium held the load's first frame back: the page had loaded (its static shell, styles
 * and scripts all there) and still nothing was painted half a second later. Viz throttles BeginFrames for
 * a client it deems unresponsive to one a second (GoogleChrome/lighthouse#17148); such a run's first paint
 * lands at about 1.2 or 2.2 s instead of 0.2-0.4 s, and Lantern counts everything before it against first
 * and largest contentful paint.
 */
function firstPaintHeld(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0];
  if (!observed) return false;
  return observed.observedFirstContentfulPaint > observed.observedLoad + 500;
}

/** The page's main-thread complete events from its navigation on, or undefined without a navigation. */
function mainThreadEvents(trace) {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return undefined;
  return events.filter(
    (e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.ts >= navigation.ts,
  );
}

/**
 * The longest main-thread task of the load by the CPU time the main thread itself spent in it, scaled as
 * Lighthouse's simulation scales a task: by `multiplier`, or by half of it for a task that lays out (Lantern's
 * layout multiplier). Lighthouse scales a task's wall time; on a 2-core machine that also holds the moments
 * the page's main thread waited for a core while the browser process, the compositor or a background script
 * parse ran (a task of 16 ms with 3.5 ms of its own CPU, in a trace of `/`).
 */
function longestTaskCpu(trace, multiplier) {
  const onMainThread = mainThreadEvents(trace);
  if (!onMainThread) return Number.NaN;
  const layouts = onMainThread.filter((e) => e.name === 'Layout').map((e) => e.ts);
  let longest = 0;
  for (const task of onMainThread) {
    if (task.name !== 'RunTask') continue;
    const laysOut = layouts.some((ts) => ts >= task.ts && ts < task.ts + task.dur);
    const scaled = ((task.tdur ?? task.dur) / 1000) * (laysOut ? multiplier / 2 : multiplier);
    longest = Math.max(longest, scaled);
  }
  return longest;
}

/**
 * The longest main-thread task the trace observed, in wall-time ms. With applied throttling the main thread
 * really ran 4× slower, so this is the task as such a CPU meets it; Lighthouse's long-tasks audit lists only
 * tasks of 50 ms and more, and a figure below that needs the trace.
 */
function longestObservedTask(trace) {
  const onMainThread = mainThreadEvents(trace);
  if (!onMainThread) return Number.NaN;
  return onMainThread.reduce(
    (longest, e) => (e.name === 'RunTask' ? Math.max(longest, e.dur / 1000) : longest),
    0,
  );
}

/**
 * One cold Lighthouse run of `url`: performance score (0-100) and the figures it is made of. With
 * `cpuSlowdownMultiplier`, Lantern simulates that CPU slowdown instead of the default 4×.
 */
export async function lighthouseRun(url, cpuSlowdownMultiplier = 4) {
  return lighthouseWith(url, { throttling: { cpuSlowdownMultiplier } });
}

async function lighthouseWith(url, settings) {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...settings,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      longestTask: longestTask(lhr),
      // Scaling the main thread's CPU time is the simulation's way; an applied slowdown's trace is already 4×.
      longestTaskCpu:
        settings.throttlingMethod === 'devtools'
          ? Number.NaN
          : longestTaskCpu(
              result.artifacts.Trace,
              settings.throttling?.cpuSlowdownMultiplier ??
                lighthouseThrottling.mobileSlow4G.cpuSlowdownMultiplier,
            ),
      longestObservedTask: longestObservedTask(result.artifacts.Trace),
      firstPaintHeld: firstPaintHeld(lhr),
      // Lighthouse's own measure of the machine's CPU: the same page on a slower machine gets slower figures.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** `runs` cold runs of `url`; the median of each figure (each on its own, as Lighthouse's docs advise). */
export async function lighthouseMedian(url, runs, cpuSlowdownMultiplier = 4) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRun(url, cpuSlowdownMultiplier));
  const pick = (key) => median(all.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    longestTask: pick('longestTask'),
    longestTaskCpu: pick('longestTaskCpu'),
    cpuSlowdownMultiplier,
    benchmarkIndex: pick('benchmarkIndex'),
    scores: all.map((r) => r.score),
    firstPaintHeldRuns: all.filter((r) => r.firstPaintHeld).length,
    last: all[all.length - 1].lhr,
  };
}

/**
 * `runs` cold runs of `url` with Lighthouse's other throttling method: DevTools applies the same mobile
 * profile (4× CPU slowdown, slow 4G) while the page loads, instead of Lantern simulating it afterwards from
 * an unthrottled load. The main thread then really runs 4× slower, and a task's observed wall time is the
 * task at 4× CPU: the time it waited for a core on this 2-core machine is added to it once, where the
 * simulation multiplies it by 4 with the task's own work (docs/performance.md). The median of the longest
 * observed task, with each run's.
 */
export async function appliedThrottlingLongestTask(url, runs) {
  const all = [];
  for (let i = 0; i < runs; i++) {
    all.push(
      await lighthouseWith(url, {
        throttlingMethod: 'devtools',
        throttling: lighthouseThrottling.mobileSlow4G,
      }),
    );
  }
  return {
    longestTask: median(all.map((r) => r.longestObservedTask)),
    longestTasks: all.map((r) => r.longestObservedTask),
    score: median(all.map((r) => r.score)),
    benchmarkIndex: median(all.map((r) => r.benchmarkIndex)),
  };
}
