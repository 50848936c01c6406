import { CODE_INPUT_MAX_LENGTH } from '@box/core/catalogues';
import { Alert, TextField } from '@box/ui';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { refusalText } from './codeRefusal';
import type { CodeOutcome } from './merchandiseSlice';

export const CODE_INPUT_TEXTS = {
  label: 'Chave de acesso da NF-e/CT-e ou código da mercadoria',
  placeholder: 'Digite e tecle Enter, ou cole aqui uma planilha',
} as const;

export interface CodeInputProps {
  onSubmitCode: (code: string) => CodeOutcome;
  onPaste: (text: string) => CodeOutcome;
  disabled?: boolean;
}

/**
 * The code field of step 1 (SPEC §2): a code goes in with Enter or by pasting it; a pasted spreadsheet selection
 * adds its rows. Codes show upper-cased; a refused code stays in the field with its message.
 */
export function CodeInput({ onSubmitCode, onPaste, disabled = false }: CodeInputProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A refusal about the account (SPEC §5 super batch), not about what was typed: an alert under the field.
  const [alert, setAlert] = useState<string | null>(null);

  function take(outcome: CodeOutcome, typed: string) {
    setAlert(!outcome.ok && outcome.alert ? outcome.message : null);
    if (outcome.ok) {
      setValue('');
      setError(null);
    } else {
      setValue(typed);
      setError(outcome.alert ? null : refusalText(outcome) || null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (value.trim() === '') return;
    take(onSubmitCode(value), value);
  }

  function onPasteEvent(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text/plain');
    // A paste into a field that already holds part of a code completes it instead.
    if (value.trim() !== '' && !/[\t\r\n]/.test(text)) return;
    event.preventDefault();
    if (text.trim() === '') return;
    take(onPaste(text), /[\t\r\n]/.test(text.trim()) ? '' : text.trim().toUpperCase());
  }

  return (
    <>
      <TextField
        label={CODE_INPUT_TEXTS.label}
        value={value}
        onChange={(next) => {
          setError(null);
          setValue(next.toUpperCase());
        }}
        onKeyDown={onKeyDown}
        onPaste={onPasteEvent}
        error={error}
        placeholder={CODE_INPUT_TEXTS.placeholder}
        maxLength={CODE_INPUT_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        className="box-step1__code"
      />
      {alert ? (
        <Alert tone="warning" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      ) : null}
    </>
  );
}
