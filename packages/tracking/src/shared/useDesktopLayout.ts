import { useMediaQuery } from '@box/ui';

/** SPEC §9 "Desktop breakpoint 768 px": wider than this is the desktop layout. */
export const DESKTOP_BREAKPOINT_PX = 768;

/** True on screens wider than 768 px; follows the window as it is resized or rotated. */
export const useDesktopLayout = (): boolean => useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`);

/**
 * True with a mouse or touchpad, so most likely a keyboard: only there is 'Para sair, pressione ESC' true. A
 * touch screen gets the visible 'Fechar mapa' button alone.
 */
export const useKeyboardLikely = (): boolean => useMediaQuery('(hover: hover) and (pointer: fine)');
