import fc from 'fast-check';
import type { JsonSchema } from '../json-schema.ts';

// Values that fit a JSON schema of /api/openapi.json, as a fast-check arbitrary: the well-formed starting point
// that the fuzzer then breaks in one or more places, so that each request reaches past the first check.

export function arbitraryFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((b) => arbitraryFor(b, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer': {
      const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + 1, -1e9);
      const max = Math.min(schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - 1, 1e10);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 24, 24) });
    case 'array':
      // Short arrays keep the run quick, but never shorter than the schema's minimum (the sign-in week is exactly 7).
      return fc.array(arbitraryFor(schema.items, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)) });
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.constant(null);
  }
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(props).map(([name, s]) => [name, arbitraryFor(s, depth + 1)] as const);
  if (entries.length === 0 && typeof schema.additionalProperties === 'object') {
    // A record: its keys are an enum (localised texts) or free strings.
    const keys = schema.propertyNames?.enum ? fc.constantFrom(...(schema.propertyNames.enum as string[])) : fc.string({ minLength: 1, maxLength: 8 });
    return fc.dictionary(keys, arbitraryFor(schema.additionalProperties, depth + 1), { minKeys: 1, maxKeys: 3 });
  }
  return fc.record(Object.fromEntries(entries), { requiredKeys: entries.map(([n]) => n).filter((n) => required.has(n)) });
}
