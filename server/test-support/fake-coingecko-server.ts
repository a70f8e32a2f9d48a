import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for CoinGecko's GET /api/v3/simple/price, for contract tests, e2e and
 * benchmarks: the vendor is the one thing we fake. It counts requests so tests can see the cache.
 */
export type FakeCoinGeckoBehaviour =
  | { kind: 'prices'; changes?: Partial<Record<'bitcoin' | 'ethereum' | 'cardano' | 'solana', number>> }
  | { kind: 'status'; status: number }
  | { kind: 'body'; body: string }
  /** Never answers: for timeouts. */
  | { kind: 'hang' };

export interface FakeCoinGeckoServer {
  /** Base URL to configure as MARKET_DATA_URL (ends in /api/v3). */
  baseUrl: string;
  /** The path and query of every request, in order. */
  requests: string[];
  setBehaviour(behaviour: FakeCoinGeckoBehaviour): void;
  close(): Promise<void>;
}

const DEFAULT_CHANGES = { bitcoin: -2.5, ethereum: 1.25, cardano: 0.4, solana: -6.1 };
const PRICES = { bitcoin: 64_000, ethereum: 3_100, cardano: 0.45, solana: 140 };

export async function startFakeCoinGeckoServer(
  initial: FakeCoinGeckoBehaviour = { kind: 'prices' },
  port = 0,
): Promise<FakeCoinGeckoServer> {
  let behaviour = initial;
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (!request.url?.startsWith('/api/v3/simple/price')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    switch (behaviour.kind) {
      case 'hang':
        hanging.add(response);
        return;
      case 'status':
        response
          .writeHead(behaviour.status, { 'content-type': 'application/json' })
          .end('{"status":{"error_code":429}}');
        return;
      case 'body':
        response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
        return;
      case 'prices': {
        const changes = { ...DEFAULT_CHANGES, ...behaviour.changes };
        const body = Object.fromEntries(
          Object.entries(PRICES).map(([id, usd]) => [id, { usd, usd_24h_change: changes[id as keyof typeof changes] }]),
        );
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      }
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${boundPort}/api/v3`,
    requests,
    setBehaviour(next) {
      behaviour = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
