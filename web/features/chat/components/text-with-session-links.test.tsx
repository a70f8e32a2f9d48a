import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TextWithSessionLinks } from './text-with-session-links';

const renderText = (text: string) =>
  render(
    <MemoryRouter>
      <p data-testid="text">
        <TextWithSessionLinks text={text} />
      </p>
    </MemoryRouter>,
  );

describe("session routes in Thera's replies", () => {
  it('become links to the session, and the text reads exactly as before', () => {
    const text = 'The Decision Clarity session (/decision-clarity) takes about 15 minutes. What feels most urgent?';
    renderText(text);
    expect(screen.getByRole('link', { name: '/decision-clarity' })).toHaveAttribute('href', '/decision-clarity');
    expect(screen.getByTestId('text')).toHaveTextContent(text);
  });

  it('leave other paths and look-alikes as plain text', () => {
    renderText(
      'See /admin, /decision-clarity-extra, https://example.com/breathing-exercise and /chat/breathing-exercise.',
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
