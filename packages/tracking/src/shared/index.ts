// What the tracking widgets share; import from here inside the package.
export { canShareNatively, copyText } from './copyText';
export { apiOrigin, resolveApiLink } from './resolveApiLink';
export { timelineCss } from './styles';
export { Timeline, type TimelineItem, type TimelineProps } from './Timeline';
export { trackingErrorTexts } from './trackingErrorTexts';
export { DESKTOP_BREAKPOINT_PX, useDesktopLayout } from './useDesktopLayout';
export { useMediaQuery } from './useMediaQuery';
export { type Polling, type PollingOptions, type PollingState, usePolling } from './usePolling';
