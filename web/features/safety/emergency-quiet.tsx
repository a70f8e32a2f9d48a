import { createContext, useCallback, useContext, useEffect, useId, useState, type ReactNode } from 'react';

/**
 * After an emergency reply, the screen it is on shows help and nothing that sells: no points,
 * no token or trading prompts (docs/ai-disclosure.md, "Crisis replies lead to the plan").
 * Whatever shows the reply (text chat, a voice call) reports it; the page hides its points and
 * trading copy while any report stands. Outside a provider both sides do nothing.
 */
type Report = (source: string, emergencyShown: boolean) => void;

// Two contexts: reporters hold only the stable `report`, so a report never re-runs their effect.
const ReportContext = createContext<Report | null>(null);
const QuietContext = createContext(false);

export function EmergencyQuietProvider({ children }: { children: ReactNode }) {
  const [sources, setSources] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<Report>((source, emergencyShown) => {
    setSources((current) => {
      if (current.has(source) === emergencyShown) return current;
      const next = new Set(current);
      if (emergencyShown) next.add(source);
      else next.delete(source);
      return next;
    });
  }, []);
  return (
    <ReportContext.Provider value={report}>
      <QuietContext.Provider value={sources.size > 0}>{children}</QuietContext.Provider>
    </ReportContext.Provider>
  );
}

/** Tells the page whether this part of it is showing an emergency reply right now. */
export function useReportEmergency(emergencyShown: boolean) {
  const report = useContext(ReportContext);
  const source = useId();
  useEffect(() => {
    report?.(source, emergencyShown);
    return () => report?.(source, false);
  }, [report, source, emergencyShown]);
}

/** Points, token and trading copy: hidden (kept mounted, so a session run goes on) during an emergency. */
export function QuietDuringEmergency({ children }: { children: ReactNode }) {
  const quiet = useContext(QuietContext);
  return (
    <div className="contents" hidden={quiet}>
      {children}
    </div>
  );
}
