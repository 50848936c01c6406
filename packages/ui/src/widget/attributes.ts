import * as v from 'valibot';

/** How one attribute's text becomes a prop value: a valibot schema from string to the prop's type. */
export interface AttributeSpec<T> {
  /** What the text holds, for the element's documentation and manifest (custom-elements.json). */
  kind: 'string' | 'number' | 'boolean' | 'json';
  schema: v.GenericSchema<string, T>;
  /** The prop's value while the attribute is absent (undefined lets the component use its own default). */
  defaultValue: T | undefined;
}

const numberFromText = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('deve ser um número'),
  v.transform(Number),
  v.number('deve ser um número'),
  v.finite('deve ser um número finito'),
);

/** HTML boolean attribute: present means true, except the explicit text "false". */
const booleanFromText = v.pipe(
  v.string(),
  v.transform((text) => text.trim().toLowerCase() !== 'false'),
);

const jsonText = v.pipe(
  v.string(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return JSON.parse(dataset.value) as unknown;
    } catch {
      addIssue({ message: 'JSON inválido' });
      return NEVER;
    }
  }),
);

/** Builders for the attribute list of `createWidgetElement`. */
export const attr = {
  string: (
    defaultValue?: string,
    schema: v.GenericSchema<string, string> = v.string(),
  ): AttributeSpec<string> => ({
    kind: 'string',
    schema,
    defaultValue,
  }),
  number: (defaultValue?: number): AttributeSpec<number> => ({
    kind: 'number',
    schema: numberFromText,
    defaultValue,
  }),
  boolean: (defaultValue = false): AttributeSpec<boolean> => ({
    kind: 'boolean',
    schema: booleanFromText,
    defaultValue,
  }),
  json: <T>(schema: v.GenericSchema<unknown, T>, defaultValue?: T): AttributeSpec<T> => ({
    kind: 'json',
    schema: v.pipe(jsonText, schema),
    defaultValue,
  }),
};

/** 'api-base' → 'apiBase' */
export const kebabToCamel = (name: string) =>
  name.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

export type ParsedAttribute<T> = { ok: true; value: T } | { ok: false; reason: string };

export function parseAttribute<T>(spec: AttributeSpec<T>, text: string): ParsedAttribute<T> {
  const result = v.safeParse(spec.schema, text);
  return result.success
    ? { ok: true, value: result.output }
    : { ok: false, reason: v.summarize(result.issues) };
}
