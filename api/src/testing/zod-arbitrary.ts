import fc from 'fast-check';
import { NO_CONTROL_CHARACTERS } from 'shared-contracts';
import type { z } from 'zod/mini';

/**
 * fast-check arbitraries derived from zod 4 schemas: values a caller could send, mostly
 * valid, for the fuzz suite. (The maintained zod-fast-check supports zod 3 only.) It reads
 * each schema's definition: objects, strings with their lengths, formats and patterns,
 * numbers with their bounds, enums, literals, arrays, unions, records, tuples and pipes.
 * Refinements are not inverted: the API refusing such a value is part of what is tested.
 */
export type DeriveOptions = {
  /** Whole numbers in [min, max]: lets the caller mix in ids of real rows. */
  integer?: (min: number, max: number) => fc.Arbitrary<number>;
};

type Check = {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
};
type Def = {
  type: string;
  checks?: Array<{ _zod: { def: Check } }>;
  format?: string;
  pattern?: RegExp;
  protocol?: RegExp;
  coerce?: boolean;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  items?: z.ZodMiniType[];
};

const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/** Longest generated text and array: enough to exercise a rule, cheap to send. */
const LONGEST_TEXT = 30;
const LONGEST_ARRAY = 4;

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const format =
    def.format ?? checks.find((check) => check.check === 'string_format' && check.format !== 'regex')?.format;
  if (format === 'email') return fc.emailAddress();
  if (format === 'url') return fc.webUrl({ validSchemes: def.protocol ? ['https'] : ['https', 'http'] });
  const pattern = [def.pattern, ...checks.map((check) => check.pattern)].find(
    (regex) => regex && regex.source !== NO_CONTROL_CHARACTERS.source,
  );
  if (pattern) return fc.stringMatching(pattern);
  const minLength = Math.max(0, ...checks.map((check) => (check.check === 'min_length' ? (check.minimum ?? 0) : 0)));
  const maxLength = Math.min(
    Math.max(minLength, LONGEST_TEXT),
    ...checks.map((check) => (check.check === 'max_length' ? (check.maximum ?? Infinity) : Infinity)),
  );
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(def: Def, options: DeriveOptions): fc.Arbitrary<number> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than')
      min = Math.max(min, (check.value ?? min) + (check.inclusive ? 0 : integer ? 1 : Number.EPSILON));
    if (check.check === 'less_than')
      max = Math.min(max, (check.value ?? max) - (check.inclusive ? 0 : integer ? 1 : Number.EPSILON));
  }
  // number_format may come after the bounds: round exclusive bounds once more for integers.
  if (integer)
    return (options.integer ?? ((low, high) => fc.integer({ min: low, max: high })))(Math.ceil(min), Math.floor(max));
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** The schema a pipe's input side ends in, looking through the pipes before it. */
function inputEnd(schema: z.ZodMiniType): Def {
  const def = defOf(schema);
  return def.type === 'pipe' && def.in ? inputEnd(def.in) : def;
}

export function arbitraryOf(schema: z.ZodMiniType, options: DeriveOptions = {}): fc.Arbitrary<unknown> {
  const derive = (inner: z.ZodMiniType) => arbitraryOf(inner, options);
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((key) => defOf(shape[key] as z.ZodMiniType).type !== 'optional');
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, derive(value)]));
      return fc.record(model, { requiredKeys: required });
    }
    case 'optional':
      return fc.option(derive(def.innerType as z.ZodMiniType), { nil: undefined });
    case 'nullable':
      return fc.option(derive(def.innerType as z.ZodMiniType), { nil: null });
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return derive(def.innerType as z.ZodMiniType);
    case 'string':
      return stringArbitrary(def);
    case 'number': {
      const numbers = numberArbitrary(def, options);
      // A coercing schema reads what a form or a query string sends: the number as text too.
      return def.coerce ? fc.oneof(numbers, numbers.map(String)) : numbers;
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'array': {
      const checks = checksOf(def);
      const minLength = Math.max(
        0,
        ...checks.map((check) => (check.check === 'min_length' ? (check.minimum ?? 0) : 0)),
      );
      return fc.array(derive(def.element as z.ZodMiniType), {
        minLength,
        maxLength: Math.max(minLength, LONGEST_ARRAY),
      });
    }
    case 'union':
      return fc.oneof(...(def.options ?? []).map(derive));
    case 'record':
      return fc.dictionary(
        derive(def.keyType as z.ZodMiniType) as fc.Arbitrary<string>,
        derive(def.valueType as z.ZodMiniType),
        { maxKeys: LONGEST_ARRAY },
      );
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(derive));
    case 'pipe': {
      const input = def.in as z.ZodMiniType;
      const output = def.out as z.ZodMiniType;
      const outputDef = defOf(output);
      if (outputDef.type === 'transform') return derive(input);
      const source = inputEnd(input);
      // Text read as a number (a path or query id): the number's valid values, written out.
      if (source.type === 'string' && outputDef.type === 'number')
        return fc.oneof(derive(output).map(String), derive(input));
      // Text cleaned (trimmed) then read by another text schema: that schema knows the shape.
      if (source.type === 'string' && checksOf(source).every((check) => check.check === 'overwrite'))
        return derive(output);
      return derive(input);
    }
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    default:
      throw new Error(`arbitraryOf: zod type "${def.type}" is not supported; teach it here`);
  }
}
