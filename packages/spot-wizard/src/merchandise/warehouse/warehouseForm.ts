import { type FieldErrors, validateForm, validatePhone } from '@box/core/rules';
import {
  type MerchandiseAddress,
  NewWarehouse,
  type NewWarehouseInput,
  type TimeWindowDraft,
  type Warehouse,
} from '@box/core/schemas';
import { toWarehouseAddress } from '../address/addressDraft';

export const WAREHOUSE_TEXTS = {
  label: 'Armazém',
  loading: 'Carregando armazéns…',
  none: 'Nenhum armazém cadastrado',
  loadFailed: 'Não foi possível carregar os armazéns.',
  retry: 'Tentar novamente',
  register: 'Cadastrar armazém',
  about: 'Sobre armazéns',
  tooltip:
    'Não encontrou o armazém? Cadastre um novo para usá-lo como origem ou destino das suas solicitações.',
  title: 'Cadastrar armazém',
  name: 'Nome do armazém',
  hours: 'Horário de funcionamento',
  opening: 'Abertura',
  closing: 'Fechamento',
  responsible: 'Nome do responsável',
  phone: 'Telefone',
  email: 'E-mail do responsável',
  pickupInstructions: 'Instruções para coleta',
  deliveryInstructions: 'Instruções para entrega',
  addressRequired: 'Informe o CEP e o número de um endereço encontrado.',
  nameInUse: 'Este nome de armazém já existe. Tente outro.',
  cancel: 'Cancelar',
  submit: 'Cadastrar',
} as const;

/** What the warehouse form holds while typed. */
export interface WarehouseDraft {
  name: string;
  hours: TimeWindowDraft;
  responsibleName: string;
  phone: string;
  email: string;
  pickupInstructions: string;
  deliveryInstructions: string;
}

export const EMPTY_WAREHOUSE_DRAFT: WarehouseDraft = {
  name: '',
  hours: { start: '', end: '' },
  responsibleName: '',
  phone: '',
  email: '',
  pickupInstructions: '',
  deliveryInstructions: '',
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Whether the name is already taken by one of the customer's warehouses (ignoring case and spaces). */
export const isWarehouseNameTaken = (name: string, warehouses: readonly Warehouse[]) =>
  warehouses.some((w) => w.name.trim().toLocaleLowerCase('pt-BR') === name.trim().toLocaleLowerCase('pt-BR'));

/**
 * SPEC §5 warehouse add: the body for POST /customers/warehouses checked with the schema the server uses, plus
 * a geolocated address, a unique name and a valid phone. Errors are per field: name, address, hours,
 * responsible_name, phone, responsible_email.
 */
export function validateWarehouseForm(
  draft: WarehouseDraft,
  address: MerchandiseAddress | null,
  warehouses: readonly Warehouse[],
): { ok: true; body: NewWarehouseInput } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  if (!address || address.latitude === null || address.longitude === null) {
    fields.address = WAREHOUSE_TEXTS.addressRequired;
  }
  if (draft.phone.trim() !== '') {
    const phone = validatePhone(draft.phone);
    if (!phone.ok) fields.phone = phone.message;
  }
  const body: NewWarehouseInput = {
    name: draft.name,
    address: address
      ? toWarehouseAddress(address)
      : { address: '', cep: '', number: '', neighborhood: '', city: '', state: '', complement: null },
    latitude: address?.latitude ?? 0,
    longitude: address?.longitude ?? 0,
    opening_time: orNull(draft.hours.start),
    closing_time: orNull(draft.hours.end),
    responsible_name: draft.responsibleName,
    phone: orNull(draft.phone),
    responsible_email: orNull(draft.email),
    delivery_instructions: orNull(draft.deliveryInstructions),
    pickup_instructions: orNull(draft.pickupInstructions),
  };
  const checked = validateForm(NewWarehouse, body);
  if (!checked.ok) {
    for (const [path, message] of Object.entries(checked.fields)) {
      const field = path.startsWith('address') ? 'address' : path === '' ? 'hours' : path;
      if (field === 'opening_time' || field === 'closing_time') fields.hours ??= message;
      else fields[field] ??= message;
    }
  }
  if (!fields.name && isWarehouseNameTaken(draft.name, warehouses)) fields.name = WAREHOUSE_TEXTS.nameInUse;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body };
}
