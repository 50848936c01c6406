import { TEXT_FIELD_MAX_LENGTH } from '@box/core/catalogues';
import { Spinner, TextField } from '@box/ui';
import { addressLine } from './addressDraft';
import { ADDRESS_TEXTS, type AddressFinder } from './useAddressFinder';

export interface AddressFieldsProps {
  finder: AddressFinder;
  disabled?: boolean;
  /** Marks CEP and number as required (the warehouse form). */
  required?: boolean;
  /** The CEP takes the dialog's first focus (the code is already known). */
  autoFocusCep?: boolean;
}

/** CEP + number (+ complement) with the look-up's outcome under them (SPEC §5 address finder). */
export function AddressFields({
  finder,
  disabled = false,
  required = false,
  autoFocusCep = false,
}: AddressFieldsProps) {
  const { draft, setDraft } = finder;
  return (
    <div className="box-step1__address">
      <div className="box-step1__row">
        <TextField
          label={ADDRESS_TEXTS.cep}
          value={draft.cep}
          onChange={finder.setCep}
          error={finder.cepError}
          hint={ADDRESS_TEXTS.cepHint}
          inputMode="numeric"
          autoComplete="postal-code"
          data-autofocus={autoFocusCep || undefined}
          maxLength={40}
          disabled={disabled}
          required={required}
        />
        <TextField
          label={ADDRESS_TEXTS.number}
          value={draft.number}
          onChange={(number) => setDraft({ ...draft, number, numberFromCep: false })}
          maxLength={TEXT_FIELD_MAX_LENGTH}
          disabled={disabled}
          required={required}
          className="box-step1__narrow"
        />
      </div>
      {finder.needsStreet ? (
        <div className="box-step1__row">
          <TextField
            label={ADDRESS_TEXTS.street}
            value={draft.street}
            onChange={(street) => setDraft({ ...draft, street })}
            maxLength={TEXT_FIELD_MAX_LENGTH}
            disabled={disabled}
            required
          />
          <TextField
            label={ADDRESS_TEXTS.district}
            value={draft.district}
            onChange={(district) => setDraft({ ...draft, district })}
            maxLength={TEXT_FIELD_MAX_LENGTH}
            disabled={disabled}
          />
        </div>
      ) : null}
      <TextField
        label={ADDRESS_TEXTS.complement}
        value={draft.complement}
        onChange={(complement) => setDraft({ ...draft, complement })}
        maxLength={TEXT_FIELD_MAX_LENGTH}
        disabled={disabled}
      />
      <div className="box-step1__address-status" aria-live="polite">
        {finder.lookup.kind === 'querying' && finder.querying ? (
          <span className="box-step1__querying">
            <Spinner size="sm" decorative /> {ADDRESS_TEXTS.querying}
          </span>
        ) : finder.resolved ? (
          <span className="box-step1__resolved">{addressLine(finder.resolved)}</span>
        ) : finder.incomplete ? (
          <span className="box-step1__hint box-step1__hint--error">{finder.incomplete}</span>
        ) : null}
      </div>
    </div>
  );
}
