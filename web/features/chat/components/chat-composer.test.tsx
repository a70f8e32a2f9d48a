import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer';

describe('ChatComposer', () => {
  it('sends on Enter, adds a line on Shift+Enter and empties after sending', async () => {
    const onSend = vi.fn(async () => true);
    render(<ChatComposer isLoading={false} onSend={onSend} />);
    const input = screen.getByLabelText('Message to Thera');
    await userEvent.type(input, 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input).toHaveValue('first line\nsecond line');
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond line');
    expect(input).toHaveValue('');
  });

  it('keeps send disabled for blank text and while a reply is loading', async () => {
    const onSend = vi.fn(async () => true);
    const { rerender } = render(<ChatComposer isLoading={false} onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send message' });
    const input = screen.getByLabelText('Message to Thera');
    await userEvent.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();

    await userEvent.type(input, 'hello');
    expect(send).toBeEnabled();
    rerender(<ChatComposer isLoading onSend={onSend} />);
    expect(send).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });
});
