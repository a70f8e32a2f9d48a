/**
 * The landing video (docs/product-behaviour.md): thumbnail, playing after a click, and back to the
 * thumbnail with a notice when the video cannot load (or no video is configured).
 */
export type VideoState = { phase: 'thumbnail'; showNotice: boolean } | { phase: 'playing' };

export type VideoEvent = { type: 'play'; hasSource: boolean } | { type: 'load-failed' } | { type: 'ended' };

export const VIDEO_UNAVAILABLE_NOTICE = 'Video unavailable - showing preview';

export const initialVideoState: VideoState = { phase: 'thumbnail', showNotice: false };

export function videoReducer(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case 'play':
      return event.hasSource ? { phase: 'playing' } : { phase: 'thumbnail', showNotice: true };
    case 'load-failed':
      return { phase: 'thumbnail', showNotice: true };
    case 'ended':
      return state.phase === 'playing' ? { phase: 'thumbnail', showNotice: false } : state;
  }
}
