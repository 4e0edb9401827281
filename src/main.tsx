import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Mantine's base styles only: each module gets the stylesheets of the components it imports from
// scripts/vite-mantine-css.ts, so a page's component CSS travels in its own chunk.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { App } from './app/App';
import { isApiError } from './api/errors';

async function bootstrap() {
  const root = createRoot(document.getElementById('root')!, {
    // An API failure caught by a boundary is a state the page explains, not a bug: keep the console quiet
    // for those and loud for everything else.
    onCaughtError: (error, info) => {
      if (!isApiError(error)) console.error(error, info.componentStack);
    },
  });
  // MODE is replaced at build time, so the live build drops this branch and carries no mock code.
  if (import.meta.env.MODE === 'demo') {
    const [{ startDemoWorker }, { MockControlPanel }] = await Promise.all([
      import('../mocks/browser'),
      import('../mocks/devtools/MockControlPanel'),
    ]);
    await startDemoWorker();
    root.render(
      <StrictMode>
        <App demoPanel={<MockControlPanel />} />
      </StrictMode>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void bootstrap();
