/**
 * Where an inference sits. An entry's `inferred` map is keyed by paths into the entry (`meaning`,
 * `wire[0].body.message`, `wire[1].headers['Retry-After']`, `placeholders['...']`); these helpers
 * read a path, so a table can mark the very field that was inferred, next to its text.
 */

/** One inferred field, read from its path. */
export interface InferredField {
  /** The path as the catalog writes it. */
  path: string;
  /** Why it was inferred. */
  why: string;
  /** The wire form it sits in, for a `wire[N]…` path. */
  wire?: number;
  /** The part of the wire form or entry: `body`, `headers`, `text`, `structuredContent`, `meaning`, `trigger`, ... */
  field?: string;
  /** Inside that part: a header name, a `structuredContent` key, `message` of a body. */
  key?: string;
  /** The placeholder, for a `placeholders['NAME']` path. */
  placeholder?: string;
}

const wirePath = /^wire\[(\d+)\](?:\.([A-Za-z]+)(?:\.([A-Za-z0-9_-]+)|\['([^']+)'\])?)?$/;
const placeholderPath = /^placeholders\['(.+?)'\](?:\.[a-z]+)?$/;
const fieldPath = /^([A-Za-z]+)(?:\.([A-Za-z]+))?$/;

/**
 * Reads one path of an `inferred` map; `undefined` for a path the grammar does not know (the
 * catalog's tests keep every path readable).
 *
 * @example
 * readInferredPath("wire[1].headers['Retry-After']", 'why') // { wire: 1, field: 'headers', key: 'Retry-After', ... }
 */
export function readInferredPath(path: string, why: string): InferredField | undefined {
  const wire = wirePath.exec(path);
  if (wire) {
    const [, index, field, dotted, quoted] = wire;
    const key = dotted ?? quoted;
    return {
      path,
      why,
      wire: Number(index),
      ...(field ? { field } : {}),
      ...(key ? { key } : {}),
    };
  }
  const placeholder = placeholderPath.exec(path);
  if (placeholder) return { path, why, field: 'placeholders', placeholder: placeholder[1]! };
  if (path === 'placeholders') return { path, why, field: 'placeholders' };
  // A wire form is always named by its index: `wire[0].body`, never `wire.body`.
  if (path.startsWith('wire')) return undefined;
  const field = fieldPath.exec(path);
  if (field) return { path, why, field: field[1]!, ...(field[2] ? { key: field[2] } : {}) };
  return undefined;
}

/** Every path of an `inferred` map, read; paths the grammar does not know are left out. */
export function inferredFields(inferred: Readonly<Record<string, string>>): InferredField[] {
  return Object.entries(inferred).flatMap(([path, why]) => {
    const read = readInferredPath(path, why);
    return read ? [read] : [];
  });
}

/**
 * The inferences about one part of one wire form: `wireInferences(entry.inferred, 0, 'body')`
 * gives those about the body of the first form (and about the whole form), with the key inside it.
 */
export function wireInferences(
  inferred: Readonly<Record<string, string>>,
  wire: number,
  field?: string,
): InferredField[] {
  return inferredFields(inferred).filter(
    (note) => note.wire === wire && (field === undefined ? note.field === undefined : note.field === field),
  );
}
