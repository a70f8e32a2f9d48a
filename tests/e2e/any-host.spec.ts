import { signUp } from './support/auth';
import { sendText, switchToText } from './support/chat';
import { expect, test } from './support/fixtures';

/**
 * The app works on whatever name the server is opened by. It used to hand every browser
 * `http://localhost:PORT` as its API, which the page's CSP (connect-src 'self') refused on
 * 127.0.0.1, so sign-up failed silently there. Any refused connection is a console error, which
 * fails the test (fixtures.ts).
 */
const port = Number(process.env.E2E_PORT ?? 3100);

for (const host of ['127.0.0.1', 'localhost']) {
  test.describe(`opened as http://${host}`, () => {
    test.use({ baseURL: `http://${host}:${port}` });

    test('signs up, reads the account data and chats with Thera', async ({ page }) => {
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (/^\/(auth|rest|functions)\/v1\//.test(url.pathname)) apiCalls.push(url.origin);
      });

      await page.goto('/');
      await signUp(page, { username: 'anyhost' });
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome back, anyhost!' })).toBeVisible();

      await page.goto('/chat');
      await switchToText(page);
      const reply = await sendText(page, 'Rough day on the charts, I keep second-guessing myself');
      expect(reply.safety.level).toBe('none');
      await expect(page.getByTestId('chat-message-assistant')).toContainText(reply.response.slice(0, 40));

      expect(apiCalls.length).toBeGreaterThan(0);
      expect(new Set(apiCalls)).toEqual(new Set([`http://${host}:${port}`]));
    });
  });
}
