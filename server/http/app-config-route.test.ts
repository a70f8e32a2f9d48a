import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfigSchema } from '@common/app-config';
import { databaseKindsUnderTest } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';

describe.each(databaseKindsUnderTest())('GET /app-config.json on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { TOKEN_CONTRACT_ADDRESS: 'So1anaMint1111111111111111111111111111111111' });
  });
  afterAll(() => server.close());

  it('gives the browser the API origin, an anon key signed by the server and the brand settings', async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    expect(response.status).toBe(200);
    const config = appConfigSchema.parse(await response.json());
    expect(config.supabaseUrl).toBe(server.url);
    expect(await server.ctx.keys.verify(config.supabaseAnonKey)).toMatchObject({ role: 'anon' });
    expect(config.brand.contractAddress).toBe('So1anaMint1111111111111111111111111111111111');
    expect(config.brand.explorerUrl).toBe('https://solscan.io/token/So1anaMint1111111111111111111111111111111111');
  });

  it('sends the security headers on every response', async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
