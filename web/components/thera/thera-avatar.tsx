import { memo, useId } from 'react';
import { cn } from '@web/components/ui/cn';

export interface TheraAvatarProps {
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /**
   * Thera's voice level, 0..1 (the voice engine's volume). The halo brightens and widens with it;
   * without it the halo breathes slowly on its own.
   */
  volume?: number;
  /** Accessible name; pass an empty string when the avatar is purely decorative. */
  label?: string;
  className?: string;
}

/**
 * Thera: a calm figure with closed eyes and flowing lavender hair against a night sea, drawn
 * inline so it needs no network, scales to any size and can glow with the voice level. Memoised:
 * a parent that re-renders (the hero, when the session and settings arrive) does not redraw it.
 */
export const TheraAvatar = memo(function TheraAvatar({
  size = 160,
  volume,
  label = 'Thera',
  className,
}: TheraAvatarProps) {
  const id = useId().replace(/:/g, '');
  const level = volume === undefined ? undefined : Math.min(1, Math.max(0, volume));
  const haloStyle =
    level === undefined
      ? undefined
      : { opacity: 0.35 + level * 0.65, transform: `scale(${1 + level * 0.06})`, animation: 'none' };
  const decorative = label === '';

  return (
    <svg
      viewBox="0 0 200 200"
      width={size}
      height={size}
      className={cn('shrink-0', className)}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      data-volume={level}
    >
      <defs>
        <radialGradient id={`${id}-halo`} cx="50%" cy="50%" r="50%">
          <stop offset="62%" stopColor="#9fe3d3" stopOpacity="0.55" />
          <stop offset="80%" stopColor="#c4b5fd" stopOpacity="0.22" />
          <stop offset="100%" stopColor="#c4b5fd" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-sky`} cx="50%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#23404d" />
          <stop offset="60%" stopColor="#142530" />
          <stop offset="100%" stopColor="#0b141b" />
        </radialGradient>
        <linearGradient id={`${id}-hair`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#d8ccff" />
          <stop offset="55%" stopColor="#a99be6" />
          <stop offset="100%" stopColor="#6f8fc4" />
        </linearGradient>
        <linearGradient id={`${id}-robe`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#7dd3c0" />
          <stop offset="100%" stopColor="#2f7f73" />
        </linearGradient>
        <linearGradient id={`${id}-face`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#f3ebe6" />
          <stop offset="100%" stopColor="#e2d3cc" />
        </linearGradient>
        <clipPath id={`${id}-disc`}>
          <circle cx="100" cy="100" r="86" />
        </clipPath>
      </defs>

      <circle
        cx="100"
        cy="100"
        r="99"
        fill={`url(#${id}-halo)`}
        className="thera-halo"
        style={{
          transformOrigin: '100px 100px',
          transition: 'opacity 120ms linear, transform 120ms linear',
          ...haloStyle,
        }}
      />
      <circle cx="100" cy="100" r="87" fill="none" stroke="#9fe3d3" strokeOpacity="0.35" strokeWidth="1.5" />

      <g clipPath={`url(#${id}-disc)`}>
        <rect width="200" height="200" fill={`url(#${id}-sky)`} />
        {/* a low moon and a still sea behind her */}
        <circle cx="142" cy="58" r="6" fill="#d8ccff" fillOpacity="0.28" />
        <circle cx="58" cy="52" r="1.2" fill="#eef4f3" fillOpacity="0.5" />
        <circle cx="150" cy="88" r="1" fill="#eef4f3" fillOpacity="0.4" />
        <circle cx="122" cy="38" r="0.9" fill="#eef4f3" fillOpacity="0.45" />
        <path d="M14 150 C44 142 70 146 100 150 S160 156 190 148 L190 200 L14 200 Z" fill="#1c3a44" fillOpacity="0.7" />
        <path
          d="M14 162 C46 156 74 160 104 163 S162 166 190 160"
          fill="none"
          stroke="#7dd3c0"
          strokeOpacity="0.25"
          strokeWidth="1.5"
        />

        {/* hair behind the head, falling to the shoulders */}
        <path
          d="M62 102 C56 66 78 46 101 46 C126 46 146 66 139 104 C136 124 144 142 152 162 C142 168 130 164 124 154 L76 154 C70 164 58 168 48 162 C56 142 65 124 62 102 Z"
          fill={`url(#${id}-hair)`}
        />
        {/* shoulders */}
        <path d="M44 200 C48 162 72 146 100 146 C128 146 152 162 156 200 Z" fill={`url(#${id}-robe)`} />
        <path d="M84 148 C90 158 110 158 116 148" fill="none" stroke="#0f1b24" strokeOpacity="0.25" strokeWidth="2" />
        {/* neck and face */}
        <path d="M90 118 L90 146 C95 151 105 151 110 146 L110 118 Z" fill="#dccbc3" />
        <ellipse cx="100" cy="96" rx="27" ry="31" fill={`url(#${id}-face)`} />
        {/* fringe sweeping across the forehead */}
        <path
          d="M72 92 C70 64 92 52 110 56 C126 60 133 74 128 92 C122 78 108 70 94 74 C84 77 77 84 72 92 Z"
          fill={`url(#${id}-hair)`}
        />
        {/* closed, resting eyes and a small smile */}
        <g fill="none" stroke="#2f4a59" strokeWidth="2.2" strokeLinecap="round">
          <path d="M85 99 Q90.5 103 96 99" />
          <path d="M104 99 Q109.5 103 115 99" />
          <path d="M94 112 Q100 116 106 112" strokeWidth="2" />
        </g>
        <circle cx="84" cy="107" r="4" fill="#f0a9a9" fillOpacity="0.25" />
        <circle cx="116" cy="107" r="4" fill="#f0a9a9" fillOpacity="0.25" />
        {/* a sea-glass pendant */}
        <path
          d="M100 160 L105 167 L100 174 L95 167 Z"
          fill="#9fe3d3"
          stroke="#eef4f3"
          strokeOpacity="0.6"
          strokeWidth="1"
        />
      </g>
    </svg>
  );
});
