import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TheraAvatar } from './thera-avatar';

describe('TheraAvatar', () => {
  it('is an image named Thera at the requested size', () => {
    render(<TheraAvatar size={96} />);
    const avatar = screen.getByRole('img', { name: 'Thera' });
    expect(avatar).toHaveAttribute('width', '96');
  });

  it('is hidden from assistive tech when decorative', () => {
    const { container } = render(<TheraAvatar label="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('clamps the voice level to 0..1 and brightens the halo with it', () => {
    const { container, rerender } = render(<TheraAvatar volume={2} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-volume', '1');
    const bright = Number((container.querySelector('.thera-halo') as SVGElement).style.opacity);
    rerender(<TheraAvatar volume={0} />);
    const quiet = Number((container.querySelector('.thera-halo') as SVGElement).style.opacity);
    expect(bright).toBeGreaterThan(quiet);
  });

  it('gives each avatar its own gradient ids so several can share a page', () => {
    const { container } = render(
      <>
        <TheraAvatar />
        <TheraAvatar />
      </>,
    );
    const ids = [...container.querySelectorAll('radialGradient')].map((gradient) => gradient.id);
    // Two avatars, each with at least one gradient: an empty list would pass the uniqueness check.
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
