import { describe, expect, it } from 'vitest';
import { initialVideoState, videoReducer } from './video-state';

describe('videoReducer', () => {
  it('starts on the thumbnail without a notice', () => {
    expect(initialVideoState).toEqual({ phase: 'thumbnail', showNotice: false });
  });

  it('plays on click when a video is configured', () => {
    expect(videoReducer(initialVideoState, { type: 'play', hasSource: true })).toEqual({ phase: 'playing' });
  });

  it('stays on the thumbnail with the notice when no video is configured', () => {
    expect(videoReducer(initialVideoState, { type: 'play', hasSource: false })).toEqual({
      phase: 'thumbnail',
      showNotice: true,
    });
  });

  it('returns to the thumbnail with the notice when the video fails to load', () => {
    expect(videoReducer({ phase: 'playing' }, { type: 'load-failed' })).toEqual({
      phase: 'thumbnail',
      showNotice: true,
    });
  });

  it('clears the notice when a retry starts playing, and returns quietly when the video ends', () => {
    const failed = videoReducer({ phase: 'playing' }, { type: 'load-failed' });
    const retried = videoReducer(failed, { type: 'play', hasSource: true });
    expect(retried).toEqual({ phase: 'playing' });
    expect(videoReducer(retried, { type: 'ended' })).toEqual({ phase: 'thumbnail', showNotice: false });
  });
});
