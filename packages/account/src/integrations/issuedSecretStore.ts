import { signal } from '@preact/signals-react';
import type * as v from 'valibot';
import type { IntegrationsApi } from './api';
import { type FieldErrors, failureText, type Load, type Notice, refusalErrors } from './outcome';
import { schemaErrors } from './validate';

/** The two inputs of a create form: one text field (a key's name, an endpoint's URL) and a checkbox list. */
export type FormPart = 'text' | 'choices';

/**
 * What differs between the API keys and the webhook endpoints: the calls (with the managed account, if any,
 * already in them), core's request schema and its field names, what a removal does to the list, and its notices.
 */
export interface IssuedSecretSpec<Item, Body extends v.GenericSchema> {
  /** The account the super admin manages (named in the create body); none: the caller's own. */
  customerId?: number;
  /** Core's create request, checked before sending so the user reads the texts the server would answer with. */
  schema: Body;
  /** The request's keys of the text field and of the checkbox list, e.g. ['name', 'scopes']. */
  fields: readonly [text: string, choices: string];
  list: (api: IntegrationsApi) => Promise<readonly Item[]>;
  create: (api: IntegrationsApi, body: v.InferInput<Body>) => Promise<{ item: Item; secret: string }>;
  remove: (api: IntegrationsApi, item: Item) => Promise<unknown>;
  /** The list once the server removed `item`: a revoked key stays, marked; a deleted endpoint goes. */
  afterRemove: (items: readonly Item[], item: Item) => readonly Item[];
  /** Told once `item` is removed, e.g. to close what was open about it. */
  onRemoved?: (item: Item) => void;
  removed: (item: Item) => string;
  removeFailed: string;
}

/**
 * A list of things the API issues a secret for (API keys, webhook endpoints): the list, a create form whose
 * answer's secret lives here only until its modal closes, and a removal after a confirmation. `Choice` is what
 * the form's checkbox list offers (scopes, events).
 */
export function createIssuedSecretStore<Item, Choice extends string, Body extends v.GenericSchema>(
  spec: IssuedSecretSpec<Item, Body>,
) {
  const { customerId, fields } = spec;
  const load = signal<Load<Item>>({ kind: 'loading' });
  const notice = signal<Notice | null>(null);

  const formOpen = signal(false);
  const text = signal('');
  const choices = signal<readonly Choice[]>([]);
  const errors = signal<FieldErrors<FormPart>>({});
  const saving = signal(false);
  /** The secret just issued: shown once, forgotten when its modal closes. */
  const secret = signal<string | null>(null);

  const confirming = signal<Item | null>(null);
  const removing = signal(false);

  /** The request's field names of the errors (core's schema, a server's reasons) as the form's two parts. */
  const asParts = (named: FieldErrors<string>): FieldErrors<FormPart> => {
    const parts: FieldErrors<FormPart> = {};
    if (named[fields[0]]) parts.text = named[fields[0]];
    if (named[fields[1]]) parts.choices = named[fields[1]];
    if (named.form) parts.form = named.form;
    return parts;
  };

  const clearError = (part: FormPart) => {
    const { [part]: _, form: __, ...rest } = errors.value;
    errors.value = rest;
  };

  async function fetchList(api: IntegrationsApi): Promise<void> {
    load.value = { kind: 'loading' };
    try {
      load.value = { kind: 'loaded', items: await spec.list(api) };
    } catch (error) {
      load.value = { kind: 'failed', message: failureText(error) };
    }
  }

  function openForm(): void {
    text.value = '';
    choices.value = [];
    errors.value = {};
    formOpen.value = true;
  }

  function closeForm(): void {
    if (!saving.value) formOpen.value = false;
  }

  function setText(value: string): void {
    text.value = value;
    clearError('text');
  }

  function toggleChoice(choice: Choice, on: boolean): void {
    const others = choices.value.filter((c) => c !== choice);
    choices.value = on ? [...others, choice] : others;
    clearError('choices');
  }

  /** POST: on success the form closes, the new item heads the list and its secret shows. */
  async function create(api: IntegrationsApi): Promise<boolean> {
    if (saving.value) return false;
    const body = {
      [fields[0]]: text.value,
      [fields[1]]: [...choices.value],
      ...(customerId === undefined ? {} : { customerId }),
    };
    const refused = schemaErrors(spec.schema, body, fields);
    if (refused) {
      errors.value = asParts(refused);
      return false;
    }
    saving.value = true;
    errors.value = {};
    try {
      // Sent as typed (the server trims it again); the schema just accepted it, so it is the request's input.
      const created = await spec.create(api, body as v.InferInput<Body>);
      const before = load.value.kind === 'loaded' ? load.value.items : [];
      load.value = { kind: 'loaded', items: [created.item, ...before] };
      formOpen.value = false;
      notice.value = null;
      secret.value = created.secret;
      return true;
    } catch (error) {
      errors.value = asParts(refusalErrors(error, fields));
      return false;
    } finally {
      saving.value = false;
    }
  }

  function closeSecret(): void {
    secret.value = null;
  }

  function askRemove(item: Item): void {
    notice.value = null;
    confirming.value = item;
  }

  function cancelRemove(): void {
    if (!removing.value) confirming.value = null;
  }

  /** DELETE the confirmed item; the outcome shows above the list. */
  async function remove(api: IntegrationsApi): Promise<void> {
    const item = confirming.value;
    if (item === null || removing.value) return;
    removing.value = true;
    try {
      await spec.remove(api, item);
      if (load.value.kind === 'loaded')
        load.value = { kind: 'loaded', items: spec.afterRemove(load.value.items, item) };
      spec.onRemoved?.(item);
      notice.value = { tone: 'success', message: spec.removed(item) };
    } catch (error) {
      notice.value = { tone: 'danger', title: spec.removeFailed, message: failureText(error) };
    } finally {
      removing.value = false;
      confirming.value = null;
    }
  }

  return {
    load,
    notice,
    formOpen,
    text,
    choices,
    errors,
    saving,
    secret,
    confirming,
    removing,
    fetchList,
    openForm,
    closeForm,
    setText,
    toggleChoice,
    create,
    closeSecret,
    askRemove,
    cancelRemove,
    remove,
  };
}

export type IssuedSecretStore<Item, Choice extends string = string> = ReturnType<
  typeof createIssuedSecretStore<Item, Choice, v.GenericSchema>
>;
