import { TheraAvatar } from '@web/components/thera/thera-avatar';
import { cn } from '@web/components/ui/cn';
import { useReducedMotion } from '@web/lib/use-reduced-motion';

/**
 * Thera's image, alive with the voice: it grows slightly and glows with the volume (0..1).
 * With prefers-reduced-motion nothing scales: a still ring lights up while there is sound.
 */
export function VoiceAvatar({ volume, active, size = 200 }: { volume: number; active: boolean; size?: number }) {
  const reducedMotion = useReducedMotion();
  const level = active ? Math.min(1, Math.max(0, volume)) : 0;
  const glow = `0 0 ${12 + level * 48}px ${level * 14}px rgb(125 211 192 / ${0.15 + level * 0.45})`;
  return (
    <div
      data-testid="voice-avatar"
      data-volume={level.toFixed(2)}
      data-reduced-motion={reducedMotion ? 'true' : 'false'}
      className={cn(
        'relative grid place-items-center rounded-full',
        active && reducedMotion && level > 0.05 && 'ring-4 ring-sea-400/60',
        active && reducedMotion && level <= 0.05 && 'ring-2 ring-sea-400/25',
      )}
      style={
        reducedMotion
          ? undefined
          : {
              transform: `scale(${1 + level * 0.08})`,
              boxShadow: active ? glow : undefined,
              transition: 'transform 100ms linear, box-shadow 100ms linear',
            }
      }
    >
      <TheraAvatar size={size} volume={reducedMotion ? undefined : active ? level : undefined} label="Thera" />
    </div>
  );
}
