import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoiceAvatar } from './voice-avatar';

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('VoiceAvatar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("grows and glows with Thera's volume", () => {
    preferReducedMotion(false);
    render(<VoiceAvatar volume={0.5} active />);
    const avatar = screen.getByTestId('voice-avatar');
    expect(avatar.style.transform).toBe('scale(1.04)');
    expect(avatar.style.boxShadow).not.toBe('');
    expect(avatar).toHaveAttribute('data-volume', '0.50');
  });

  it('does not scale with prefers-reduced-motion: a still ring shows the sound instead', () => {
    preferReducedMotion(true);
    render(<VoiceAvatar volume={0.5} active />);
    const avatar = screen.getByTestId('voice-avatar');
    expect(avatar.style.transform).toBe('');
    expect(avatar.className).toContain('ring-4');
  });

  it('is still when no session is active', () => {
    preferReducedMotion(false);
    render(<VoiceAvatar volume={0.9} active={false} />);
    expect(screen.getByTestId('voice-avatar').style.transform).toBe('scale(1)');
  });
});
