/**
 * SPEC §9 "desktop map left padding 56.87% of window width": the share of the width kept under the side panel.
 * The widget reads it against its own width (the whole window on the portal's full-page route; the partner's
 * box when embedded), and its panel stays within that share.
 */
export const DESKTOP_MAP_LEFT_PADDING = 0.5687;

const EDGE = 48;

/** The map's fit padding: on desktop the left 56.87% of the page is under the panel; phones use the edges. */
export function mapFitPadding(desktop: boolean, pageWidth: number) {
  const left = desktop ? Math.round(pageWidth * DESKTOP_MAP_LEFT_PADDING) : EDGE;
  return { top: EDGE, right: EDGE, bottom: EDGE, left };
}
