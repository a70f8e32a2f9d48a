import { useReducer } from 'react';
import { Info, Play } from 'lucide-react';
import { TheraAvatar } from '@web/components/thera/thera-avatar';
import { SectionHeading } from '@web/components/ui/section-heading';
import { useBrand } from '@web/features/brand';
import { initialVideoState, VIDEO_UNAVAILABLE_NOTICE, videoReducer } from '../video-state';

/** 'Talk to TheraAgent': a drawn poster that becomes the configured intro video on click. */
export function IntroVideo() {
  const { introVideoUrl } = useBrand();
  const [state, dispatch] = useReducer(videoReducer, initialVideoState);

  return (
    <section aria-labelledby="intro-video-title" className="mx-auto w-full max-w-4xl px-4 sm:px-6">
      <SectionHeading
        id="intro-video-title"
        eyebrow="Meet Thera"
        title="Talk to TheraAgent"
        lead="A short hello from Thera: what she is for, and how a few quiet minutes can change a trading day."
      />
      <div className="mt-8 overflow-hidden rounded-3xl border border-ink-700 bg-ink-950 shadow-2xl shadow-black/30">
        <div className="relative aspect-video">
          {state.phase === 'playing' && introVideoUrl ? (
            <video
              className="absolute inset-0 size-full bg-ink-950"
              src={introVideoUrl}
              controls
              autoPlay
              playsInline
              onError={() => dispatch({ type: 'load-failed' })}
              onEnded={() => dispatch({ type: 'ended' })}
              aria-label="TheraAgent introduction video"
            />
          ) : (
            <button
              type="button"
              onClick={() => dispatch({ type: 'play', hasSource: introVideoUrl !== null })}
              className="group absolute inset-0 flex size-full items-center justify-center focus-visible:outline-offset-[-4px]"
              aria-label="Play the TheraAgent introduction video"
              data-testid="video-thumbnail"
            >
              <VideoPoster />
              <span className="relative grid size-16 place-items-center rounded-full bg-sea-400 text-ink-950 shadow-lg shadow-sea-500/30 transition-transform group-hover:scale-105 sm:size-20">
                <Play className="ml-1 size-7 fill-current sm:size-8" aria-hidden />
              </span>
            </button>
          )}
        </div>
      </div>
      {state.phase === 'thumbnail' && state.showNotice && (
        <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm text-amber-300">
          <Info className="size-4" aria-hidden />
          {VIDEO_UNAVAILABLE_NOTICE}
        </p>
      )}
    </section>
  );
}

/** The poster: Thera by a night sea, drawn with CSS and SVG (no image download). */
function VideoPoster() {
  return (
    <span
      aria-hidden
      className="absolute inset-0 overflow-hidden bg-[radial-gradient(120%_90%_at_70%_20%,#23404d_0%,#14242e_45%,#0a1218_100%)]"
    >
      <span className="absolute -right-10 -bottom-24 size-80 rounded-full bg-lavender-400/10 blur-3xl" />
      <span className="absolute -top-20 -left-16 size-72 rounded-full bg-sea-400/10 blur-3xl" />
      <svg className="absolute inset-x-0 bottom-0 h-1/3 w-full" viewBox="0 0 400 100" preserveAspectRatio="none">
        <path d="M0 40 C80 28 140 36 200 42 S320 52 400 38 L400 100 L0 100 Z" fill="#1c3a44" fillOpacity="0.55" />
        <path
          d="M0 62 C90 52 150 60 210 64 S330 70 400 60"
          fill="none"
          stroke="#7dd3c0"
          strokeOpacity="0.2"
          strokeWidth="1.2"
        />
      </svg>
      <span className="absolute top-1/2 left-[8%] hidden -translate-y-1/2 sm:block">
        <TheraAvatar size={150} label="" />
      </span>
      <span className="absolute bottom-4 left-4 rounded-full bg-ink-950/70 px-3 py-1 text-xs font-medium text-mist-200 sm:bottom-6 sm:left-auto sm:right-6">
        Thera, your calm companion
      </span>
    </span>
  );
}
