import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@common/app-config';
import { setAppConfigForTests } from '@web/lib/app-config';
import { IntroVideo } from './intro-video';

function configureVideo(introVideoUrl: string | null) {
  const config: AppConfig = {
    supabaseUrl: 'http://localhost',
    supabaseAnonKey: 'anon',
    brand: { xUrl: null, telegramUrl: null, chartUrl: null, contractAddress: null, explorerUrl: null, introVideoUrl },
    voice: { vapiPublicKey: null, mainAssistantId: null, sessionAssistantIds: {} },
    features: { pointsLive: false, sentimentLive: false, errorReporting: false },
  };
  setAppConfigForTests(config);
}

const playButton = () => screen.getByRole('button', { name: 'Play the TheraAgent introduction video' });

describe('IntroVideo', () => {
  beforeEach(() => configureVideo(null));

  it('starts on the thumbnail without a notice', () => {
    render(<IntroVideo />);
    expect(playButton()).toBeInTheDocument();
    expect(screen.queryByText('Video unavailable - showing preview')).not.toBeInTheDocument();
  });

  it('shows the notice and keeps the thumbnail when no video is configured', async () => {
    render(<IntroVideo />);
    await userEvent.click(playButton());
    expect(screen.getByText('Video unavailable - showing preview')).toBeInTheDocument();
    expect(playButton()).toBeInTheDocument();
  });

  it('plays the configured video on click and falls back to the thumbnail when it fails', async () => {
    configureVideo('https://cdn.example.com/thera-intro.mp4');
    const { container } = render(<IntroVideo />);
    await userEvent.click(playButton());
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/thera-intro.mp4');
    fireEvent.error(video!);
    expect(container.querySelector('video')).toBeNull();
    expect(screen.getByText('Video unavailable - showing preview')).toBeInTheDocument();
    expect(playButton()).toBeInTheDocument();
  });
});
