import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that was free a moment ago (bind to 0, read it, let it go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
