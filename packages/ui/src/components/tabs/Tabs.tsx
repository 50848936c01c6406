import { type KeyboardEvent, useRef } from 'react';
import { useSelectedTabInView } from './useSelectedTabInView';

export interface TabItem {
  id: string;
  label: string;
  /** Shown in a pill after the label (e.g. how many orders the tab holds). */
  count?: number;
}

export interface TabsProps {
  items: readonly TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the element with role="tabpanel" these tabs control (see `tabIdFor` for its aria-labelledby). */
  panelId: string;
}

/** The DOM id of a tab, for the panel's aria-labelledby. */
export const tabIdFor = (panelId: string, itemId: string) => `${panelId}-tab-${itemId}`;

const KEY_STEPS: Record<string, (index: number, length: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs with counts (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys move and select,
 * Home/End jump to the ends. On a narrow screen the bar scrolls sideways with the selected tab in sight.
 */
export function Tabs({ items, value, onChange, label, panelId }: TabsProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const barRef = useRef<HTMLDivElement>(null);
  useSelectedTabInView(barRef, value);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    if (!step || items.length === 0) return;
    event.preventDefault();
    const current = Math.max(
      0,
      items.findIndex((item) => item.id === value),
    );
    const next = items[step(current, items.length)];
    if (!next) return;
    buttons.current.get(next.id)?.focus();
    onChange(next.id);
  }

  return (
    <div ref={barRef} className="box-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              if (el) buttons.current.set(item.id, el);
              else buttons.current.delete(item.id);
            }}
            type="button"
            role="tab"
            id={tabIdFor(panelId, item.id)}
            className="box-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
          >
            <span className="box-tabs__label">{item.label}</span>
            {item.count === undefined ? null : <span className="box-tabs__count">{item.count}</span>}
          </button>
        );
      })}
    </div>
  );
}
