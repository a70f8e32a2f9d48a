import './lib/zod-without-eval';
import { StrictMode } from 'react';
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
  void createAppRouter({ hydrating: true }).then((router) =>
    hydrateRoot(
      container,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
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
