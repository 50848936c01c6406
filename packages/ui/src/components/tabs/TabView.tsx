import { type ReactNode, useId } from 'react';
import { Tabs, type TabsProps, tabIdFor } from './Tabs';

export interface TabViewProps extends Omit<TabsProps, 'panelId'> {
  /** Class of the panel under the tabs. */
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/** Tabs and the one panel they control, wired for assistive technology (the panel is named by its tab). */
export function TabView({ panelClassName, children, ...tabs }: TabViewProps) {
  const panelId = useId();
  return (
    <>
      <Tabs {...tabs} panelId={panelId} />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabIdFor(panelId, tabs.value)}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
