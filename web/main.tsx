import './lib/zod-without-eval';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadAppConfig } from './lib/app-config';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import './styles.css';

const container = document.getElementById('root')!;
// Public pages arrive prerendered (web/prerender/); every other path gets an empty shell.
const prerendered = container.firstElementChild !== null;
const config = loadAppConfig();

if (prerendered) {
  // Hydrate at once: the page is already on screen, and the settings swap in when they arrive.
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
  // answer input between them (a click on a part not yet hydrated makes React hydrate it at once,
  // then handle the click); outside one, hydration is a single long task (docs/prerendering.md).
  void createAppRouter({ hydrating: true }).then((router) =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    }),
  );
  config.catch((error: unknown) => console.error('TheraAgent could not load its settings:', error));
} else {
  const root = createRoot(container);
  Promise.all([config, createAppRouter({ hydrating: false })])
    .then(([, router]) => {
      root.render(
        <StrictMode>
          <App router={router} />
        </StrictMode>,
      );
    })
    .catch(() => {
      root.render(
        <main className="grid min-h-screen place-items-center p-6 text-center">
          <p>TheraAgent could not reach its server. Please check your connection and reload.</p>
        </main>,
      );
    });
}
