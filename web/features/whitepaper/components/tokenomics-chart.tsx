import { ALLOCATIONS, formatTokens, shareOfSupply } from '../token-facts';

const COLORS = ['bg-sea-400', 'bg-lavender-400', 'bg-amber-300'];

/** One stacked bar of the supply and a legend with exact amounts (the bar is decorative). */
export function TokenomicsChart() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex h-3 overflow-hidden rounded-full bg-ink-700" aria-hidden>
        {ALLOCATIONS.map((allocation, index) => (
          <span key={allocation.label} className={COLORS[index]} style={{ width: shareOfSupply(allocation.amount) }} />
        ))}
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {ALLOCATIONS.map((allocation, index) => (
          <li key={allocation.label} className="rounded-xl border border-ink-700 bg-ink-950/40 p-4">
            <p className="flex items-center gap-2 text-sm text-mist-300">
              <span className={`size-2.5 rounded-full ${COLORS[index]}`} aria-hidden />
              {allocation.label}
            </p>
            <p className="mt-1 text-lg font-semibold tabular-nums">{formatTokens(allocation.amount)}</p>
            <p className="text-sm text-sea-300">{shareOfSupply(allocation.amount)} of supply</p>
            <p className="mt-2 text-xs leading-relaxed text-mist-300">{allocation.detail}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
