import { type RefObject, useEffect } from 'react';

/** Scrolls a bar that scrolls sideways, and only it (the page stays where it is), until `tab` is wholly visible. */
export function scrollIntoBar(bar: HTMLElement, tab: HTMLElement): void {
  const start = tab.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
  const end = start + tab.offsetWidth;
  if (start < bar.scrollLeft) bar.scrollLeft = start;
  else if (end > bar.scrollLeft + bar.clientWidth) bar.scrollLeft = end - bar.clientWidth;
}

/**
 * On a narrow screen a tab bar scrolls sideways: keeps its selected tab (`[role=tab][aria-selected=true]`) in
 * sight when the choice changes, when a tab changes size (a count or a total arriving) and when the bar narrows
 * (a phone turned upright). `selected` is the chosen tab's key, null when none is chosen.
 */
export function useSelectedTabInView(barRef: RefObject<HTMLElement | null>, selected: string | null): void {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || selected === null) return;
    const keep = () => {
      const tab = bar.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (tab) scrollIntoBar(bar, tab);
    };
    keep();
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(keep);
    resized.observe(bar);
    for (const tab of bar.querySelectorAll('[role="tab"]')) resized.observe(tab);
    return () => resized.disconnect();
  }, [barRef, selected]);
}
