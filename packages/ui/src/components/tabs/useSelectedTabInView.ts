import { type RefObject, useEffect } from 'react';

/**
 * On a narrow screen a tab bar scrolls sideways: keeps its selected tab (`aria-selected="true"`) in sight when
 * the choice changes, when a tab changes size (a count or a total arriving) and when the bar narrows (a phone
 * turned upright). It scrolls the bar only, never the page. `selected` is the chosen tab's key, null for none.
 */
export function useSelectedTabInView(barRef: RefObject<HTMLElement | null>, selected: string | null): void {
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || selected === null) return;
    // A ResizeObserver reports each element once when it starts observing it: that first report scrolls too.
    const resized = new ResizeObserver(() => {
      const tab = bar.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!tab) return;
      const start = tab.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
      bar.scrollLeft = Math.min(start, Math.max(bar.scrollLeft, start + tab.offsetWidth - bar.clientWidth));
    });
    resized.observe(bar);
    for (const tab of bar.children) resized.observe(tab);
    return () => resized.disconnect();
  }, [barRef, selected]);
}
