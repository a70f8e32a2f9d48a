import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip';

describe('the client address used for rate limits', () => {
  it('is the TCP peer by default, whatever X-Forwarded-For claims', () => {
    expect(clientIpFrom('1.2.3.4', '10.0.0.9', 0)).toBe('10.0.0.9');
    expect(clientIpFrom(undefined, '10.0.0.9', 0)).toBe('10.0.0.9');
  });

  it('behind trusted proxies, is the address the outermost trusted proxy saw', () => {
    // One proxy (ours) appended the real client; the client had prepended a fake.
    expect(clientIpFrom('6.6.6.6, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    // Two proxies: CDN appended the client, then our load balancer appended the CDN.
    expect(clientIpFrom('6.6.6.6, 203.0.113.7, 198.51.100.1', '10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('falls back sensibly when the header is short or missing', () => {
    expect(clientIpFrom('203.0.113.7', '10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientIpFrom(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientIpFrom(' , ', undefined, 1)).toBe('unknown');
  });
});
