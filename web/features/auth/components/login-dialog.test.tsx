import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { useEffect } from 'react';
import { setAppConfigForTests } from '@web/lib/app-config';
import { AppProviders } from '@web/app/providers';
import { useLoginDialog } from '../login-dialog-provider';
import { LoginDialog, TERMS_NOTICE } from './login-dialog';

/**
 * The dialog with the real supabase-js client, against a stand-in for /auth/v1 that holds each
 * request until the test answers it, so the in-flight state can be observed without timers.
 * (The real server is exercised by the browser tests in tests/e2e/auth.spec.ts.)
 */
interface HeldRequest {
  url: string;
  body: Record<string, unknown>;
  answer(status: number, json: unknown): void;
}
const held: HeldRequest[] = [];
const waiters: Array<(request: HeldRequest) => void> = [];
let baseUrl = '';

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  let raw = '';
  req.on('data', (chunk) => (raw += chunk));
  req.on('end', () => {
    const request: HeldRequest = {
      url: req.url ?? '',
      body: raw ? JSON.parse(raw) : {},
      answer(status, json) {
        res.writeHead(status, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' });
        res.end(JSON.stringify(json));
      },
    };
    const waiter = waiters.shift();
    if (waiter) waiter(request);
    else held.push(request);
  });
});

function nextRequest(): Promise<HeldRequest> {
  const ready = held.shift();
  return ready ? Promise.resolve(ready) : new Promise((resolve) => waiters.push(resolve));
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setAppConfigForTests({
    supabaseUrl: baseUrl,
    supabaseAnonKey: 'anon-key-for-tests',
    brand: {
      xUrl: null,
      telegramUrl: null,
      chartUrl: null,
      contractAddress: null,
      explorerUrl: null,
      introVideoUrl: null,
    },
    voice: { vapiPublicKey: null, mainAssistantId: null, sessionAssistantIds: {} },
    features: { pointsLive: false, sentimentLive: false, errorReporting: false },
  });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function OpenOnMount({ tab }: { tab: 'sign-in' | 'sign-up' }) {
  const { openLoginDialog } = useLoginDialog();
  useEffect(() => openLoginDialog(tab), [openLoginDialog, tab]);
  return null;
}

function renderDialog(tab: 'sign-in' | 'sign-up' = 'sign-in') {
  return render(
    <AppProviders>
      <MemoryRouter>
        <OpenOnMount tab={tab} />
        <LoginDialog />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('LoginDialog', () => {
  it('opens on Sign In with labelled fields, both tabs and the terms notice', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'false');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByText(TERMS_NOTICE)).toBeVisible();
  });

  it('says what is missing without calling the server', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Please enter your email address.');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Please enter your password.');
    expect(held).toHaveLength(0);
  });

  it("disables Sign In and shows 'Signing In...' during the request, then toasts the server's refusal", async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ann@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    const request = await nextRequest();
    expect(request.url).toBe('/auth/v1/token?grant_type=password');
    expect(request.body).toMatchObject({ email: 'ann@example.com', password: 'wrong-password' });
    expect(within(dialog).getByRole('button', { name: 'Signing In...' })).toBeDisabled();

    request.answer(400, {
      code: 'invalid_credentials',
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    expect(await screen.findByText('Sign in failed')).toBeVisible();
    expect(screen.getByText('Invalid login credentials')).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sign In' })).toBeEnabled());
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it("sign-up: needs 6 characters, shows 'Creating Account...' while busy, sends the default username", async () => {
    renderDialog('sign-up');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'calm.trader@example.com');
    await userEvent.type(within(dialog).getByLabelText('Password'), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Password must be at least 6 characters.',
    );
    expect(held).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Password'), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    const request = await nextRequest();
    expect(request.url).toBe(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${window.location.origin}/`)}`);
    expect(request.body).toMatchObject({
      email: 'calm.trader@example.com',
      password: '123456',
      data: { username: 'calm.trader' },
    });
    expect(within(dialog).getByRole('button', { name: 'Creating Account...' })).toBeDisabled();

    // Email confirmation on: a bare user, no session.
    request.answer(200, {
      id: 'user-1',
      aud: 'authenticated',
      email: 'calm.trader@example.com',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-01-01T00:00:00Z',
    });
    expect(await screen.findByText('Account created!')).toBeVisible();
    expect(screen.getByText('Please check your email to verify your account.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
