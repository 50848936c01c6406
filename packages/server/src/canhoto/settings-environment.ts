import type { SefazEnvironment } from '@box/core/catalogues';
import type { SefazMode } from '../fiscal/sefaz';

/**
 * Which SEFAZ the account's screens say the server talks to (BOX_SEFAZ_MODE): the two real environments by name,
 * every fake one ('embedded', 'offline', 'unstable') as the demonstration, so a demo never looks official.
 */
export function sefazEnvironmentOf(mode: SefazMode): SefazEnvironment {
  return mode === 'homologacao' || mode === 'producao' ? mode : 'demo';
}
