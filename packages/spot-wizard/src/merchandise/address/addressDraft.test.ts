import { KNOWN_PLACES } from '../fixtures/places';
import {
  addressLine,
  EMPTY_ADDRESS_DRAFT,
  lookupKey,
  resolvedAddress,
  toWarehouseAddress,
  withCepInput,
} from './addressDraft';

describe('address drafts', () => {
  it('masks the CEP and takes a pasted number with it', () => {
    expect(withCepInput(EMPTY_ADDRESS_DRAFT, '01310100').cep).toBe('01310-100');
    expect(withCepInput(EMPTY_ADDRESS_DRAFT, '01310-100, 1578')).toMatchObject({
      cep: '01310-100',
      number: '1578',
    });
    expect(withCepInput(EMPTY_ADDRESS_DRAFT, '01310100 12A')).toMatchObject({
      cep: '01310-100',
      number: '12A',
    });
  });

  it('sends what is typed after a complete CEP to the number', () => {
    let draft = EMPTY_ADDRESS_DRAFT;
    for (const key of '01310-100, 1578') draft = withCepInput(draft, draft.cep + key);
    expect(draft).toMatchObject({ cep: '01310-100', number: '1578' });
    // A number there before (a CEP typed again) is replaced, not added to.
    draft = withCepInput({ ...draft, numberFromCep: false }, '01310-1009');
    expect(draft.number).toBe('9');
  });

  it('looks up only a CEP of 8 digits', () => {
    expect(lookupKey({ cep: '01310-10', number: '1' })).toBeNull();
    expect(lookupKey({ cep: '01310-100', number: ' 1578 ' })).toBe('01310100:1578');
  });

  it('resolves a complete address only: point, street and number', () => {
    const paulista = KNOWN_PLACES['01310100'] ?? null;
    const town = KNOWN_PLACES['13960000'] ?? null;
    const draft = { ...EMPTY_ADDRESS_DRAFT, cep: '01310-100', number: '1578', complement: ' Sala 2 ' };
    const resolved = resolvedAddress(draft, paulista);
    expect(resolved).toMatchObject({
      postalCode: '01310100',
      thoroughfare: 'Avenida Paulista',
      complement: 'Sala 2',
    });
    expect(resolved && addressLine(resolved)).toBe(
      'Avenida Paulista, 1578 (Sala 2) – Bela Vista, São Paulo/SP',
    );
    expect(resolvedAddress({ ...draft, number: '' }, paulista)).toBeNull();
    expect(resolvedAddress({ ...draft, cep: '13960-000' }, town)).toBeNull();
    expect(resolvedAddress({ ...draft, cep: '13960-000', street: 'Rua XV' }, town)?.thoroughfare).toBe(
      'Rua XV',
    );
    expect(resolvedAddress(draft, paulista && { ...paulista, geolocation: null })).toBeNull();
    expect(resolved && toWarehouseAddress(resolved)).toEqual({
      address: 'Avenida Paulista',
      cep: '01310-100',
      number: '1578',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      complement: 'Sala 2',
    });
  });
});
