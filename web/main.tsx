import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './lib/app-config';
import { App } from './app/app';
import './styles.css';

const root = createRoot(document.getElementById('root')!);

loadAppConfig()
  .then(() => {
    root.render(
      <StrictMode>
        <App />
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
