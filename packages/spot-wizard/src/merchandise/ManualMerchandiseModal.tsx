import { CODE_INPUT_MAX_LENGTH } from '@box/core/catalogues';
import { checkProductCode, PRODUCT_CODE_MESSAGES, parseRecipient } from '@box/core/rules';
import type { TimeWindowDraft, TrackingRecipient } from '@box/core/schemas';
import { Button, Modal, Stepper, TextField } from '@box/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { RecipientsInput } from '../tracking-recipients/RecipientsInput';
import { addRecipient } from '../tracking-recipients/recipients';
import { AddressFields } from './address/AddressFields';
import { useAddressFinder } from './address/useAddressFinder';
import { codeRefusalTitle, refusalText, titledCodeText } from './codeRefusal';
import { MANUAL_TEXTS } from './manualTexts';
import type { CodeOutcome, ManualMerchandise, ManualRequest } from './merchandiseSlice';
import { TimeWindowFields } from './TimeWindowFields';
import { timeWindowState } from './timeWindowError';

export interface ManualMerchandiseModalProps {
  /** Open with this request (add with a code, or edit a row); null keeps it closed. */
  request: ManualRequest | null;
  /** Feature 'feature:shipment_tracking.sharing': adds the 'Rastreio da mercadoria' step. */
  sharing: boolean;
  /** The codes already in the list: a repeated one is refused as it is typed, not only on saving. */
  listedCodes?: readonly string[];
  onSave: (value: ManualMerchandise) => CodeOutcome;
  onClose: () => void;
}

/**
 * SPEC §2 'Adicionar manualmente': step 0 'Mercadoria' (code, address, instructions, time window), step 1
 * 'Rastreio da mercadoria' with tracking sharing. Esc goes back or cancels, Enter goes on or submits; the code
 * is upper-cased; submit waits for the address look-up.
 */
export function ManualMerchandiseModal({ request, ...props }: ManualMerchandiseModalProps) {
  if (!request) return null;
  // Keyed by what is being edited, so each opening starts from its own values.
  return (
    <ManualDialog key={request.mode === 'edit' ? `edit:${request.id}` : 'add'} request={request} {...props} />
  );
}

/** What the code field says while typing: a wrong, repeated (SPEC §5 'Este código já está em uso.') or long code. */
function codeProblem(code: string, taken: readonly string[]): string | null {
  if (code.trim() === '') return null;
  const check = checkProductCode(code, taken);
  if (!check.ok && check.code === 'DuplicateProductCode') {
    return titledCodeText(PRODUCT_CODE_MESSAGES.duplicateTitle, PRODUCT_CODE_MESSAGES.inUse);
  }
  if (!check.ok) {
    const title = codeRefusalTitle(check.code);
    return title ? titledCodeText(title, check.message) : check.message;
  }
  return check.value.tooLong ? PRODUCT_CODE_MESSAGES.tooLong : null;
}

function ManualDialog({
  request,
  sharing,
  listedCodes = [],
  onSave,
  onClose,
}: Omit<ManualMerchandiseModalProps, 'request'> & { request: ManualRequest }) {
  const formId = useId();
  const initial = request.initial;
  // The row being edited may keep its own code.
  const taken = request.mode === 'edit' ? listedCodes.filter((listed) => listed !== request.id) : listedCodes;
  const [step, setStep] = useState(0);
  const [code, setCode] = useState(initial.code.toUpperCase());
  const [codeError, setCodeError] = useState<string | null>(null);
  const finder = useAddressFinder(initial.address ?? null);
  const [instructions, setInstructions] = useState(initial.instructions ?? '');
  const [timeWindow, setTimeWindow] = useState<TimeWindowDraft>(initial.timeWindow ?? { start: '', end: '' });
  const [recipients, setRecipients] = useState<TrackingRecipient[]>([...(initial.trackingRecipients ?? [])]);
  const [recipientText, setRecipientText] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const shownStep = useRef(step);

  // A step change unmounts the focused field: focus the new step's first field (the dialog keeps Esc and Tab).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    formRef.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
  }, [step]);

  const steps = sharing
    ? [MANUAL_TEXTS.stepMerchandise, MANUAL_TEXTS.stepTracking]
    : [MANUAL_TEXTS.stepMerchandise];
  const last = step === steps.length - 1;
  const window = timeWindowState(timeWindow, false);
  const typedCodeError = codeProblem(code, taken);
  const shownCodeError = codeError ?? typedCodeError;
  const detailsReady =
    code.trim() !== '' &&
    typedCodeError === null &&
    finder.resolved !== null &&
    !finder.querying &&
    window.valid;

  function save() {
    if (!finder.resolved) return;
    const pending = recipientText.trim() !== '' && parseRecipient(recipientText);
    const outcome = onSave({
      code,
      address: finder.resolved,
      instructions: instructions.trim() || null,
      timeWindow: window.valid
        ? { start: timeWindow.start.trim(), end: timeWindow.end.trim() }
        : { start: '', end: '' },
      trackingRecipients: pending ? (addRecipient(recipients, recipientText) ?? recipients) : recipients,
    });
    if (!outcome.ok) {
      setCodeError(refusalText(outcome));
      setStep(0);
    }
  }

  function submit(event: FormEvent | KeyboardEvent) {
    event.preventDefault();
    if (!detailsReady) return;
    if (last) save();
    else setStep(step + 1);
  }

  function back() {
    if (step > 0) setStep(step - 1);
    else onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      back();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      // Enter goes on from any field, whatever the browser's implicit submission does with the footer button.
      submit(event);
    }
  }

  return (
    <Modal
      open
      title={request.mode === 'edit' ? MANUAL_TEXTS.editTitle : MANUAL_TEXTS.title}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={back}>
            {step > 0 ? MANUAL_TEXTS.back : MANUAL_TEXTS.cancel}
          </Button>
          <Button
            type="submit"
            form={formId}
            disabled={!detailsReady}
            aria-busy={finder.querying || undefined}
          >
            {!last ? MANUAL_TEXTS.next : request.mode === 'edit' ? MANUAL_TEXTS.save : MANUAL_TEXTS.submit}
          </Button>
        </>
      }
    >
      {steps.length > 1 ? (
        <Stepper
          label={MANUAL_TEXTS.steps}
          steps={steps.map((title, index) => ({
            id: String(index),
            title,
            active: index === step,
            done: index < step,
          }))}
        />
      ) : null}
      <form
        ref={formRef}
        id={formId}
        className="box-step1__form"
        onSubmit={submit}
        onKeyDown={onKeyDown}
        noValidate
      >
        {step === 0 ? (
          <>
            <TextField
              label={MANUAL_TEXTS.code}
              value={code}
              onChange={(value) => {
                setCodeError(null);
                setCode(value.toUpperCase());
              }}
              error={shownCodeError}
              maxLength={CODE_INPUT_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              required
              data-autofocus={initial.code ? undefined : true}
            />
            <AddressFields finder={finder} required autoFocusCep={initial.code !== ''} />
            <TextField
              label={MANUAL_TEXTS.instructions}
              value={instructions}
              onChange={setInstructions}
              maxLength={CODE_INPUT_MAX_LENGTH}
            />
            <TimeWindowFields value={timeWindow} onChange={setTimeWindow} error={window.error} />
          </>
        ) : (
          <>
            <p className="box-step1__hint">{MANUAL_TEXTS.trackingIntro}</p>
            <RecipientsInput
              value={recipients}
              onChange={setRecipients}
              text={recipientText}
              onTextChange={setRecipientText}
            />
          </>
        )}
      </form>
    </Modal>
  );
}
