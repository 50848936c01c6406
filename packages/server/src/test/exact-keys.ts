import type * as v from 'valibot';

// valibot's object schemas drop keys they do not know, so parsing an answer with core's schema does not notice
// the SQL adding a key the schema lacks. This walks the schema and the value together and names every key
// that one has and the other has not, at any depth.

interface Walkable {
  type: string;
  entries?: Record<string, Walkable>;
  wrapped?: Walkable;
  item?: Walkable;
  options?: readonly Walkable[];
  pipe?: readonly Walkable[];
}

const asWalkable = (schema: v.GenericSchema): Walkable => schema;

function walk(schema: Walkable, value: unknown, path: string, out: string[]): void {
  if (value === null || value === undefined) return;
  if (schema.wrapped) {
    walk(schema.wrapped, value, path, out);
    return;
  }
  if (schema.type === 'object' && schema.entries && typeof value === 'object' && !Array.isArray(value)) {
    const known = Object.keys(schema.entries);
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    const seen = Object.keys(record);
    for (const key of seen) if (!known.includes(key)) out.push(`${path}.${key}: not in the schema`);
    for (const key of known) if (!seen.includes(key)) out.push(`${path}.${key}: missing`);
    for (const key of known) {
      const entry = schema.entries[key];
      if (entry && key in record) walk(entry, record[key], `${path}.${key}`, out);
    }
    return;
  }
  if (schema.type === 'array' && schema.item && Array.isArray(value)) {
    value.forEach((item, i) => {
      if (schema.item) walk(schema.item, item, `${path}[${i}]`, out);
    });
  }
}

/** Every key the value has beyond the schema's, or lacks, as 'path.key: …'; empty when they match exactly. */
export function keyMismatches(schema: v.GenericSchema, value: unknown): string[] {
  const out: string[] = [];
  walk(asWalkable(schema), value, '$', out);
  return out;
}
