import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/chromium';
import { VAPI_E2E_PORT, VAPI_E2E_SETTINGS } from './tests/e2e/support/vapi-server';
import { FAKE_LLM_PORT, FAKE_LLM_SETTINGS } from './tests/e2e/support/fake-llm';
import { MAIL_E2E_LOG, MAIL_E2E_PORT, MAIL_E2E_SETTINGS } from './tests/e2e/support/mail-server';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Browser e2e against the production build, served by the real server over a fresh PGlite
 * data folder, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Voice tests need a microphone: Chromium's fake device, granted without a prompt.
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    },
    trace: 'off',
  },
  webServer: [
    {
      // The compiled server, as `npm start` runs it, built from the current source into a folder of
      // this port's own (parallel runs on other ports never read a half-written build).
      command: `tsx build/build-server.ts --outdir .tmp/e2e-server-${port} && rm -rf .tmp/e2e-data-${port} && node .tmp/e2e-server-${port}/main.js`,
      url: `http://localhost:${port}/app-config.json`,
      reuseExistingServer: false,
      // Generous: building and starting a server takes seconds alone, minutes on a busy 2-core box.
      timeout: 180_000,
      env: {
        PORT: String(port),
        DATA_DIR: `.tmp/e2e-data-${port}`,
        LOG_LEVEL: 'warn',
        // The e2e suite always uses the embedded database, whatever the shell exports.
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
      },
    },
    // The fake language model the keyed server below talks to (tests/e2e/support/fake-llm.ts).
    {
      command: 'tsx tests/e2e/support/fake-llm-server.ts',
      port: FAKE_LLM_PORT,
      reuseExistingServer: false,
      // Generous: building and starting a server takes seconds alone, minutes on a busy 2-core box.
      timeout: 180_000,
    },
    // The same server with every optional key set, vendors faked at the network: a (fake) Vapi
    // key for vapi-voice.spec.ts (its CSP admits Vapi and Daily) and the fake model for
    // chat-streaming.spec.ts.
    {
      command: `tsx build/build-server.ts --outdir .tmp/e2e-server-${VAPI_E2E_PORT} && rm -rf .tmp/e2e-data-${VAPI_E2E_PORT} && node .tmp/e2e-server-${VAPI_E2E_PORT}/main.js`,
      url: `http://localhost:${VAPI_E2E_PORT}/app-config.json`,
      reuseExistingServer: false,
      // Generous: building and starting a server takes seconds alone, minutes on a busy 2-core box.
      timeout: 180_000,
      env: {
        PORT: String(VAPI_E2E_PORT),
        DATA_DIR: `.tmp/e2e-data-${VAPI_E2E_PORT}`,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        ...VAPI_E2E_SETTINGS,
        ...FAKE_LLM_SETTINGS,
      },
    },
    // The same server with the log mailer (SMTP_URL=log:), its log in a file the account spec
    // reads mailed links from (tests/e2e/support/mail-server.ts).
    {
      command: `tsx build/build-server.ts --outdir .tmp/e2e-server-${MAIL_E2E_PORT} && rm -rf .tmp/e2e-data-${MAIL_E2E_PORT} && node .tmp/e2e-server-${MAIL_E2E_PORT}/main.js > ${MAIL_E2E_LOG} 2>&1`,
      url: `http://localhost:${MAIL_E2E_PORT}/app-config.json`,
      reuseExistingServer: false,
      // Generous: building and starting a server takes seconds alone, minutes on a busy 2-core box.
      timeout: 180_000,
      env: {
        PORT: String(MAIL_E2E_PORT),
        DATA_DIR: `.tmp/e2e-data-${MAIL_E2E_PORT}`,
        DATABASE_URL: '',
        RATE_LIMITS: 'off',
        ...MAIL_E2E_SETTINGS,
      },
    },
  ],
});
