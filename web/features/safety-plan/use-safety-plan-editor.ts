import { useCallback, useEffect, useRef, useState } from 'react';
import { getSupabase } from '@web/lib/supabase';
import { fetchSafetyPlan, saveSafetyPlan } from './api/safety-plan-api';
import { readDeviceCopy, writeDeviceCopy } from './plan-device-copy';
import { EMPTY_PLAN, type SafetyPlan } from './types';

export type SaveState = 'loading' | 'saved' | 'saving' | 'waiting' | 'failed';

/** Typing pauses this long before a save: one request per pause, not per key. */
export const SAVE_DELAY_MS = 800;

/**
 * The plan being edited, saved as the person goes: each change lands on this device at once and
 * reaches the server after a short pause in typing (a whole-plan upsert). The device copy shows
 * first; the server's copy replaces it only if nothing was typed meanwhile. A pending save is
 * sent when the page is hidden or left, so closing the tab loses nothing typed before.
 */
export function useSafetyPlanEditor(userId: string) {
  const [plan, setPlan] = useState<SafetyPlan>(() => readDeviceCopy(userId) ?? EMPTY_PLAN);
  const [state, setState] = useState<SaveState>('loading');
  const latest = useRef(plan);
  const edited = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    setState('saving');
    const sent = latest.current;
    try {
      await saveSafetyPlan(getSupabase(), sent);
      if (latest.current === sent) setState('saved');
    } catch {
      setState('failed');
    }
  }, []);

  useEffect(() => {
    let live = true;
    fetchSafetyPlan(getSupabase())
      .then((stored) => {
        if (!live || edited.current) return;
        const next = stored ?? EMPTY_PLAN;
        latest.current = next;
        setPlan(next);
        writeDeviceCopy(userId, next);
        setState('saved');
      })
      .catch(() => live && !edited.current && setState('failed'));
    return () => {
      live = false;
    };
  }, [userId]);

  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) void save();
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [save]);

  const change = useCallback(
    (changes: Partial<SafetyPlan>) => {
      edited.current = true;
      const next = { ...latest.current, ...changes };
      latest.current = next;
      setPlan(next);
      writeDeviceCopy(userId, next);
      setState('waiting');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [save, userId],
  );

  /** Sends a waiting change now (moving to another step, say). */
  const saveNow = useCallback(() => {
    if (timer.current !== undefined) void save();
  }, [save]);

  return { plan, state, change, saveNow, retry: save };
}
