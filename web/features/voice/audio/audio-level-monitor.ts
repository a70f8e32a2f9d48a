/**
 * Section 9's audio-level rules, the same ones the Vapi SDK applies to Thera's audio, here for
 * the browser engine's microphone: sample every 100 ms; volume = level / 0.15 capped at 1;
 * speaking while the level is above 0.01; speech ends after 1 s of silence.
 */
export const AUDIO_LEVEL_RULES = {
  sampleIntervalMs: 100,
  fullVolumeLevel: 0.15,
  speakingThreshold: 0.01,
  silenceBeforeSpeechEndMs: 1000,
} as const;

export function levelToVolume(level: number): number {
  if (!Number.isFinite(level) || level <= 0) return 0;
  return Math.min(1, level / AUDIO_LEVEL_RULES.fullVolumeLevel);
}

export interface AudioLevelMonitorOptions {
  /** The current level, 0..1 (RMS of the microphone signal). */
  readLevel: () => number;
  onVolume: (volume: number) => void;
  onSpeechStart: () => void;
  onSpeechEnd: () => void;
}

export interface AudioLevelMonitor {
  stop(): void;
}

export function startAudioLevelMonitor(options: AudioLevelMonitorOptions): AudioLevelMonitor {
  let speaking = false;
  let silenceTimer: ReturnType<typeof setTimeout> | null = null;

  const sample = () => {
    const level = options.readLevel();
    options.onVolume(levelToVolume(level));
    if (level > AUDIO_LEVEL_RULES.speakingThreshold) {
      if (silenceTimer) {
        clearTimeout(silenceTimer);
        silenceTimer = null;
      }
      if (!speaking) {
        speaking = true;
        options.onSpeechStart();
      }
      return;
    }
    if (speaking && !silenceTimer) {
      silenceTimer = setTimeout(() => {
        silenceTimer = null;
        speaking = false;
        options.onSpeechEnd();
      }, AUDIO_LEVEL_RULES.silenceBeforeSpeechEndMs);
    }
  };

  const interval = setInterval(sample, AUDIO_LEVEL_RULES.sampleIntervalMs);
  return {
    stop() {
      clearInterval(interval);
      if (silenceTimer) clearTimeout(silenceTimer);
      silenceTimer = null;
    },
  };
}

/** Root-mean-square of the analyser's waveform: 0 for silence, ~0.05-0.2 for speech. */
export function rootMeanSquare(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}
