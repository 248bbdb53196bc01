/**
 * Arguments to start from, built from a tool's input schema (JSON Schema as `tools/list` gives it): every
 * required property with a value of its type, within its bounds. The reader edits from there.
 */

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  default?: unknown;
}

/** A value that fits `schema`, named after `name` where a string can say what it is. */
export function exampleValue(schema: Schema, name = 'value'): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return exampleValue(schema.anyOf[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleValue(schema.items ?? {}, name));
    case 'object':
      return exampleArguments(schema);
    default: {
      if (schema.pattern === '^[a-z0-9-]{1,32}$') return 'quay';
      const text = name.replaceAll('_', ' ');
      const sized = text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, '.');
      return schema.maxLength !== undefined ? sized.slice(0, schema.maxLength) : sized;
    }
  }
}

/** An arguments object with every required property of `schema` filled in. */
export function exampleArguments(schema: Schema | undefined): Record<string, unknown> {
  const properties = schema?.properties ?? {};
  const required = schema?.required ?? [];
  return Object.fromEntries(required.map((name) => [name, exampleValue(properties[name] ?? {}, name)]));
}

/** A number's bounds in words: `1 to 50`, `at least 0`, `at most 50`, or '' when it has none. */
function numberBounds({ minimum, maximum }: Schema): string {
  if (minimum !== undefined && maximum !== undefined) return `${minimum} to ${maximum}`;
  if (minimum !== undefined) return `at least ${minimum}`;
  return maximum !== undefined ? `at most ${maximum}` : '';
}

/** The schema's properties in a line each: `text (string, required, at most 280)`. */
export function describeProperties(schema: Schema | undefined): string[] {
  const properties = schema?.properties ?? {};
  const required = new Set(schema?.required ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const type = property.anyOf
      ? property.anyOf.map((option) => option.type).join(' or ')
      : Array.isArray(property.type)
        ? property.type.join(' or ')
        : (property.type ?? 'any');
    const bounds = [
      numberBounds(property),
      property.minLength !== undefined && property.minLength > 0 ? `at least ${property.minLength}` : '',
      property.maxLength !== undefined ? `at most ${property.maxLength}` : '',
      property.enum ? `one of ${property.enum.map((value) => JSON.stringify(value)).join(', ')}` : '',
    ].filter(Boolean);
    return `${name} (${[type, required.has(name) ? 'required' : 'optional', ...bounds].join(', ')})`;
  });
}
