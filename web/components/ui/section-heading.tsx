import type { ReactNode } from 'react';
import { cn } from './cn';

/** The eyebrow + title + lead trio that opens each page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'center',
  id,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
  className?: string;
}) {
  return (
    <div
      className={cn('flex flex-col gap-3', align === 'center' ? 'items-center text-center' : 'items-start', className)}
    >
      {eyebrow && <p className="text-xs font-semibold tracking-[0.18em] text-sea-300 uppercase">{eyebrow}</p>}
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {lead && (
        <p className={cn('max-w-2xl leading-relaxed text-pretty text-mist-300', align === 'center' && 'mx-auto')}>
          {lead}
        </p>
      )}
    </div>
  );
}
