import { startTransition, StrictMode, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base styles only: each module gets the stylesheets of the components it imports from
// scripts/vite-mantine-css.ts, so a page's component CSS travels in its own chunk.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
// Every variable of the app's theme, as Mantine would write them into the page (checked by
// src/app/themeVariables.test.tsx). It takes the place of Mantine's default-css-variables.css, which the
// page would only override: the render-blocking stylesheet is 1.3 KB gzip smaller.
import './app/themeVariables.css';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
// First of the app's modules: English is active before any other module can build a text.
import { startLanguage } from './lib/i18n';
import { yieldToMain } from './lib/yieldToMain';
import { loadZodMessagesOnFirstInput } from './lib/zod';
import { lazyAfterFirstPaint } from './lib/lazyAfterFirstPaint';
import { LoadingState } from './components/States';
import { App } from './app/App';
import { startAppRouter } from './app/router';
import { isApiError } from './api/errors';
import { loadApiProfile } from './api/profile';

/**
 * Nothing else can run on a wrong API profile: the page says which entry is wrong. It may render before the
 * chosen language has loaded: English, always loaded, is shown then.
 */
function StartupError({ message }: { message: string }) {
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxWidth: '48rem' }}>
      <h1>{t`The portal could not start`}</h1>
      <p>{message}</p>
      <p>
        <Trans>Correct the API profile (README, “API profile”) and reload.</Trans>
      </p>
    </main>
  );
}

async function bootstrap() {
  const root = createRoot(document.getElementById('root')!, {
    // An API failure caught by a boundary is a state the page explains, not a bug: keep the console quiet
    // for those and loud for everything else.
    onCaughtError: (error, info) => {
      if (!isApiError(error)) console.error(error, info.componentStack);
    },
  });
  // The profile is read before the demo's worker starts, so api-profile.json is fetched from the server.
  // A language other than English fetches its catalog meanwhile; a failure leaves English (lib/i18n.ts).
  const language = startLanguage();
  loadZodMessagesOnFirstInput(window);
  try {
    await loadApiProfile();
  } catch (error) {
    // In the visitor's language once its catalog is here (English if it cannot come).
    await language;
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
    return;
  }
  // The profile's check and the router's start were one long task on a phone's CPU.
  await yieldToMain();
  // MODE is replaced at build time, so the live build drops this branch and carries no mock code.
  let demoPanel: ReactNode;
  if (import.meta.env.MODE === 'demo') {
    const { startDemoWorker } = await import('../mocks/browser');
    await startDemoWorker();
    // The control panel (Mantine's Select, popovers, floating-ui: about 45 KB gzip) opens from the demo
    // badge, so it is fetched once the first page has painted instead of before it renders.
    const panel = lazyAfterFirstPaint(() =>
      import('../mocks/devtools/MockControlPanel').then((module) => module.MockControlPanel),
    );
    void panel.preload();
    demoPanel = (
      <Suspense fallback={<LoadingState />}>
        <panel.Component />
      </Suspense>
    );
  }
  const started = startAppRouter();
  const [{ queryClient, router, pageLoaded }] = await Promise.all([started, language]);
  const render = () =>
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} demoPanel={demoPanel} />
      </StrictMode>,
    );
  // A loaded page renders as a transition, in slices the browser can interleave with input. A load still
  // in flight renders in one piece, as before: its commit, landing between the slices of a transition,
  // would update the router's components before they had mounted (React warns of exactly that).
  if (pageLoaded) startTransition(render);
  else render();
}

void bootstrap();
