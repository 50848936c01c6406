import { SEFAZ_REGISTRATION_MODE_LABELS, SEFAZ_REGISTRATION_MODES } from '@box/core/catalogues';
import type { SefazSettings } from '@box/core/schemas';
import { Alert, RadioGroup } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { integrationsApi } from './api';
import { INTEGRATIONS_MESSAGES } from './messages';
import type { SefazStore } from './sefazStore';

const M = INTEGRATIONS_MESSAGES.sefaz.mode;

/**
 * Registered at once, or by the proof's button: saved when chosen, with what became of it beside it. The radios
 * stay enabled while saving (a disabled radio would drop the keyboard's focus); the store ignores a change then.
 */
export function SefazModeChoice({ store, settings }: { store: SefazStore; settings: SefazSettings }) {
  useSignals();
  const api = integrationsApi.useApi();
  const save = store.modeSave.value;
  const saving = save.kind === 'saving';
  return (
    <div className="box-integrations__mode">
      <RadioGroup
        legend={M.legend}
        options={SEFAZ_REGISTRATION_MODES.map((mode) => ({
          value: mode,
          label: SEFAZ_REGISTRATION_MODE_LABELS[mode],
        }))}
        value={saving ? save.mode : settings.mode}
        onChange={(mode) => void store.setMode(api, mode)}
      />
      {/* A live region that stays in place (announced when its words change), but no status role: empty, it is
          not a notice of the page. */}
      <p className="box-integrations__hint" aria-live="polite">
        {saving ? M.saving : save.kind === 'saved' ? M.saved : ''}
      </p>
      {save.kind === 'failed' ? (
        <Alert tone="danger" title={M.failed}>
          {save.message}
        </Alert>
      ) : null}
    </div>
  );
}
