import { adoptStyles, type StylesRoot } from '@box/ui';
import { createContext, useContext, useLayoutEffect } from 'react';

// The own CSS of the parts loaded later (steps 2 and 3, the finish dialogs) travels in their chunks instead of
// the element's first sheet. When a part mounts, its sheets are adopted (ui's adoptStyles: constructed sheets,
// which a page's strict CSP allows) after every sheet already there, which is where the first sheet had them, so
// the cascade is the same as when everything came at once.

/** The root the wizard renders in (the element's shadow root, or the page's document); null until known. */
export const PartSheetsRootContext = createContext<StylesRoot | null>(null);

/**
 * A lazily loaded part's own sheets, adopted into the wizard's root before the part is painted. Outside a
 * wizard (a story or a test of the part alone) it does nothing: the page brings every sheet.
 */
export function usePartSheets(sheets: readonly string[]): void {
  const root = useContext(PartSheetsRootContext);
  useLayoutEffect(() => {
    if (root) adoptStyles(root, sheets);
  }, [root, sheets]);
}
