import fc from 'fast-check';

/** The parts of JSON Schema the route table uses (as written by the zod-to-OpenAPI compiler). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

/** Keys that pollute an object's prototype when a parser or a merge takes them as they are. */
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings that have broken servers: SQL, HTML, control and direction characters, odd numbers. */
const NASTY_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  "netflix.com' UNION SELECT password FROM accounts --",
  '%27%20OR%201%3D1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '\u0000',
  'a\u0000b',
  '\u202Eevil.com',
  '\uFEFF',
  '\uD800',
  '🇺🇦👩‍👩‍👧‍👦',
  'ｎｅｔｆｌｉｘ．ｃｏｍ',
  'xn--80ak6aa92e.com',
  ' ',
  '',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '\\',
  '\r\nSet-Cookie: a=b',
  'admin@localhost',
  'a@b',
];

const hugeString = fc.constantFrom(200_000, 2_000_000).map((n) => 'x'.repeat(n));

/** Any JSON value, of any type, hostile or not. */
export const anyHostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(...NASTY_STRINGS),
    fc.string({ unit: 'binary', maxLength: 64 }),
    fc.string({ unit: 'grapheme', maxLength: 32 }),
    hugeString,
    fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53, -(2 ** 63), 1e308),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
    pollutingObject(tie('value')),
  ),
})).value;

function pollutingObject(inner: fc.Arbitrary<unknown>): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.constantFrom(...POLLUTING_KEYS), inner).map(([key, value]) => {
    const target: Record<string, unknown> = {};
    // An own property named like the prototype's accessor, as JSON.parse would make it.
    Object.defineProperty(target, key, {
      value: { polluted: true, isAdmin: true, value },
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return target;
  });
}

/**
 * Bodies for `schema`: mostly well-formed, so they get past validation to the handler, with values
 * taken from `known` by property name (the caller's own address, a company of their mailbox), and
 * now and then a field of the wrong type, a nasty or huge string, a missing or an extra field, or
 * a key that pollutes prototypes.
 */
export function hostileBody(
  schema: JsonSchema,
  known: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: shaped(schema, known) },
    { weight: 1, arbitrary: anyHostileValue },
  );
}

function shaped(schema: JsonSchema, known: Record<string, fc.Arbitrary<unknown>>) {
  const build = (node: JsonSchema, name: string | undefined): fc.Arbitrary<unknown> => {
    const fitting = fittingValue(node, name, known, build);
    return fc.oneof({ weight: 6, arbitrary: fitting }, { weight: 1, arbitrary: anyHostileValue });
  };
  return fittingValue(schema, undefined, known, build);
}

function fittingValue(
  node: JsonSchema,
  name: string | undefined,
  known: Record<string, fc.Arbitrary<unknown>>,
  build: (node: JsonSchema, name: string | undefined) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (name && known[name]) return known[name];
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((a) => fittingValue(a, name, known, build)));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const properties = Object.entries(node.properties ?? {});
      const required = new Set(node.required ?? []);
      const fields = Object.fromEntries(
        properties.map(([key, child]) => [key, build(child, key)] as const),
      );
      const record = fc.record(fields, {
        requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)),
      });
      return fc.oneof(
        { weight: 8, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc.tuple(record, pollutingObject(fc.constant(1))).map(([r, p]) => ({
            ...p,
            ...r,
          })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.string({ maxLength: 12 }), anyHostileValue)
            .map(([r, key, value]) => ({ ...r, [key]: value })),
        },
      );
    }
    case 'array':
      return fc.array(build(node.items ?? {}, name), { maxLength: 30 });
    case 'integer':
      return fc.integer({ min: node.minimum ?? -1000, max: node.maximum ?? 1000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: Math.min(node.maxLength ?? 40, 40) }),
        fc.constantFrom(...NASTY_STRINGS),
      );
    default:
      return anyHostileValue;
  }
}
