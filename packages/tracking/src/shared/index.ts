// What the tracking widgets share; import from here inside the package.

export { CONTACT_TEXTS, type HelpSubject } from './contactTexts';
export { canShareNatively, copyText } from './copyText';
export { HelpLauncher, type HelpLauncherProps } from './HelpLauncher';
export { apiOrigin, portalHref, resolveApiLink } from './portalLinks';
export { serverSeed } from './serverSeed';
export { helpCss, timelineCss } from './styles';
export { Timeline, type TimelineItem, type TimelineProps } from './Timeline';
export { trackingErrorTexts } from './trackingErrorTexts';
export { DESKTOP_BREAKPOINT_PX, useDesktopLayout, useKeyboardLikely } from './useDesktopLayout';
export { useHydrated } from './useHydrated';
export {
  type Polling,
  type PollingOptions,
  type PollingSeed,
  type PollingState,
  usePolling,
} from './usePolling';
export { whatsappUrl } from './whatsapp';
