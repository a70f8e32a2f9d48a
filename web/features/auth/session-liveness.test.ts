import { describe, expect, it, vi } from 'vitest';
import { LIVENESS_CHECK_INTERVAL_MS, watchSessionLiveness } from './session-liveness';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('watchSessionLiveness', () => {
  it('asks the auth server at start and when the tab comes back, at most once per interval', () => {
    let time = 1_000_000;
    const getUser = vi.fn(() => Promise.resolve({ data: { user: null }, error: null }) as never);
    const stop = watchSessionLiveness({ getUser }, () => time);
    expect(getUser).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    expect(getUser).toHaveBeenCalledTimes(1);

    time += LIVENESS_CHECK_INTERVAL_MS;
    setVisibility('hidden');
    expect(getUser).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(getUser).toHaveBeenCalledTimes(2);

    stop();
    time += LIVENESS_CHECK_INTERVAL_MS;
    setVisibility('visible');
    expect(getUser).toHaveBeenCalledTimes(2);
  });
});
