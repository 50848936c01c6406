import { Button, Modal } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import type { SuperBatchStore } from './superBatchStore';
import { BATCH_TEXTS } from './texts';

/**
 * The two questions before sending (SPEC §4/§8): 'N rotas serão solicitadas. Tem certeza?', or, while a row
 * has a problem, 'Não é possível solicitar!' / 'Alguma remessa está com problema.'.
 */
export function BatchDialogs({ store, onConfirm }: { store: SuperBatchStore; onConfirm: () => void }) {
  useSignals();
  const dialog = store.dialog.value;
  return (
    <>
      <Modal
        open={dialog === 'confirm'}
        title={BATCH_TEXTS.confirmTitle}
        onClose={store.closeDialog}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={store.closeDialog}>
              {BATCH_TEXTS.cancel}
            </Button>
            <Button data-autofocus onClick={onConfirm}>
              {BATCH_TEXTS.confirmSend}
            </Button>
          </>
        }
      >
        <p>{BATCH_TEXTS.confirm(store.groups.value.length)}</p>
      </Modal>
      <Modal
        open={dialog === 'problems'}
        title={BATCH_TEXTS.problemsTitle}
        onClose={store.closeDialog}
        size="sm"
        footer={
          <Button data-autofocus onClick={store.closeDialog}>
            {BATCH_TEXTS.ok}
          </Button>
        }
      >
        <p>{BATCH_TEXTS.problemsMessage}</p>
      </Modal>
    </>
  );
}
