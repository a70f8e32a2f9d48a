import { useEffect, useRef, useState, type RefObject } from 'react';
import { pickActiveSection } from './active-section';

/**
 * Watches the sections with IntersectionObservers and returns the id of the one being read.
 * The reading band is the upper part of the viewport, below the sticky header; `endRef` marks
 * the end of the document so a short last section can still become current.
 */
export function useActiveSection(
  ids: readonly string[],
  endRef: RefObject<HTMLElement | null>,
): [string, (id: string) => void] {
  const [active, setActive] = useState(ids[0] ?? '');
  const visible = useRef(new Set<string>());
  const endReached = useRef(false);

  useEffect(() => {
    const update = () => setActive((previous) => pickActiveSection(ids, visible.current, previous, endReached.current));
    const sections = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.current.add(entry.target.id);
          else visible.current.delete(entry.target.id);
        }
        update();
      },
      { rootMargin: '-80px 0px -55% 0px', threshold: 0 },
    );
    const end = new IntersectionObserver((entries) => {
      endReached.current = entries.some((entry) => entry.isIntersecting);
      update();
    });
    ids.forEach((id) => {
      const element = document.getElementById(id);
      if (element) sections.observe(element);
    });
    if (endRef.current) end.observe(endRef.current);
    return () => {
      sections.disconnect();
      end.disconnect();
    };
  }, [ids, endRef]);

  return [active, setActive];
}
