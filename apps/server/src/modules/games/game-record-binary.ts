import type { ByteReader } from './byte-codec';
import { ByteWriter } from './byte-codec';

/**
 * A game record's values as tagged bytes (docs/decisions/065), in one pass and without JSON text. Each
 * value starts with a tag byte; a string is written once and named by its number after, and objects with
 * the same keys in the same order (every event of a kind, every skater's box-score line) write their keys
 * once and are named by their shape's number after. Objects and arrays read back with their keys in the
 * same order and every number exact; `undefined` reads back as itself, so the JSON text is the same.
 *
 * A tag byte: 0-63 the whole numbers 0-63; 64-127 the first 64 strings; 128-191 the first 64 shapes,
 * then TAG's values.
 */
const SMALL_INTS = 64;
const STRING_REFS = 64;
const SHAPE_REFS = 64;
const STRING_TAGS = SMALL_INTS;
const SHAPE_TAGS = STRING_TAGS + STRING_REFS;
export const TAG = {
  null: 192,
  false: 193,
  true: 194,
  undefined: 195,
  /** A whole number 64 or more, as a varint. */
  unsigned: 196,
  /** A negative whole number, its magnitude as a varint. */
  negative: 197,
  /** A number of thousandths (an expected goal, a save percentage), zigzag varint. */
  thousandths: 198,
  /** Any other number: eight bytes. */
  float: 199,
  newString: 200,
  string: 201,
  array: 202,
  newShape: 203,
  shape: 204,
} as const;
const MAX_THOUSANDTHS = 2 ** 31;

/** Thrown for a value that JSON would change (a Date, a Map, a function): the caller stores it another way. */
export class NotPlainData extends TypeError {}

/** Objects' keys in order: a shape, numbered once an object of it is written. */
interface Shape {
  index: number;
  keys: string[];
}

/** Whether the object's own keys are these, in this order. */
function hasKeys(fields: Record<string, unknown>, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in fields) if (key !== keys[i++]) return false;
  return i === keys.length;
}

export class RecordWriter {
  readonly out = new ByteWriter(16_384);
  private readonly strings = new Map<string, number>();
  private readonly shapes = new Map<string, Shape>();
  private shapeCount = 0;
  /** The last shape of objects with each `type` (events), and of objects without one (box-score lines). */
  private readonly lastOfType = new Map<string, Shape>();
  private lastUntyped: Shape | undefined;

  string(value: string): void {
    const known = this.strings.get(value);
    if (known === undefined) {
      this.strings.set(value, this.strings.size);
      this.out.byte(TAG.newString);
      this.out.string(value);
    } else if (known < STRING_REFS) {
      this.out.byte(STRING_TAGS + known);
    } else {
      this.out.byte(TAG.string);
      this.out.unsigned(known);
    }
  }

  number(value: number): void {
    if (Number.isInteger(value)) {
      if (value > 0 && value < SMALL_INTS) return this.out.byte(value);
      if (value > 0 && value <= Number.MAX_SAFE_INTEGER) {
        this.out.byte(TAG.unsigned);
        return this.out.unsigned(value);
      }
      if (value < 0 && value >= -Number.MAX_SAFE_INTEGER) {
        this.out.byte(TAG.negative);
        return this.out.unsigned(-value);
      }
      // 0 by its tag, -0 as the float it is.
      if (value === 0 && 1 / value > 0) return this.out.byte(0);
    } else {
      const thousandths = Math.round(value * 1000);
      // Not 0: a fraction that rounds to no thousandths is too small to be one.
      if (thousandths !== 0 && thousandths / 1000 === value && Math.abs(thousandths) < MAX_THOUSANDTHS) {
        this.out.byte(TAG.thousandths);
        return this.out.unsigned(thousandths > 0 ? thousandths * 2 : -thousandths * 2 - 1);
      }
    }
    this.out.byte(TAG.float);
    this.out.float(value);
  }

  value(value: unknown): void {
    switch (typeof value) {
      case 'number':
        return this.number(value);
      case 'string':
        return this.string(value);
      case 'boolean':
        return this.out.byte(value ? TAG.true : TAG.false);
      case 'undefined':
        return this.out.byte(TAG.undefined);
      case 'object':
        if (value === null) return this.out.byte(TAG.null);
        if (Array.isArray(value)) return this.array(value);
        return this.object(value);
      default:
        throw new NotPlainData(`A game record holds a ${typeof value}`);
    }
  }

  private array(values: readonly unknown[]): void {
    this.out.byte(TAG.array);
    this.out.unsigned(values.length);
    // An index loop: a hole reads as undefined, as JSON writes it null.
    for (let i = 0; i < values.length; i++) this.value(values[i]);
  }

  private object(value: object): void {
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null)
      throw new NotPlainData('A game record holds a class instance');
    const fields = value as Record<string, unknown>;
    // Most objects have the keys of the last one of their type: checked in one pass over their keys.
    const type = fields.type;
    const typed = typeof type === 'string';
    let shape = typed ? this.lastOfType.get(type) : this.lastUntyped;
    if (shape === undefined || !hasKeys(fields, shape.keys)) {
      shape = this.shapeOf(fields);
      if (typed) this.lastOfType.set(type, shape);
      else this.lastUntyped = shape;
    }
    if (shape.index < 0) {
      shape.index = this.shapeCount++;
      this.out.byte(TAG.newShape);
      this.out.unsigned(shape.keys.length);
      for (const key of shape.keys) this.string(key);
    } else if (shape.index < SHAPE_REFS) {
      this.out.byte(SHAPE_TAGS + shape.index);
    } else {
      this.out.byte(TAG.shape);
      this.out.unsigned(shape.index);
    }
    const { keys } = shape;
    for (let i = 0; i < keys.length; i++) this.value(fields[keys[i] as string]);
  }

  /** The object's shape by its keys, added when new. */
  private shapeOf(fields: Record<string, unknown>): Shape {
    const keys = Object.keys(fields);
    const id = keys.join('\u0000');
    let shape = this.shapes.get(id);
    if (!shape) this.shapes.set(id, (shape = { index: -1, keys }));
    return shape;
  }
}

export class RecordReader {
  private readonly strings: string[] = [];
  private readonly shapes: string[][] = [];

  constructor(readonly input: ByteReader) {}

  string(): string {
    const value = this.value();
    if (typeof value !== 'string') throw new RangeError('A stored key is not a string');
    return value;
  }

  value(): unknown {
    const tag = this.input.byte();
    if (tag < SMALL_INTS) return tag;
    if (tag < SHAPE_TAGS) return this.knownString(tag - STRING_TAGS);
    if (tag < SHAPE_TAGS + SHAPE_REFS) return this.fields(this.knownShape(tag - SHAPE_TAGS));
    switch (tag) {
      case TAG.null:
        return null;
      case TAG.false:
        return false;
      case TAG.true:
        return true;
      case TAG.undefined:
        return undefined;
      case TAG.unsigned:
        return this.input.unsigned();
      case TAG.negative:
        return -this.input.unsigned();
      case TAG.thousandths: {
        const code = this.input.unsigned();
        return (code % 2 === 0 ? code / 2 : -(code + 1) / 2) / 1000;
      }
      case TAG.float:
        return this.input.float();
      case TAG.newString: {
        const value = this.input.string();
        this.strings.push(value);
        return value;
      }
      case TAG.string:
        return this.knownString(this.input.unsigned());
      case TAG.array: {
        const length = this.input.unsigned();
        const values: unknown[] = new Array<unknown>(length);
        for (let i = 0; i < length; i++) values[i] = this.value();
        return values;
      }
      case TAG.newShape: {
        const count = this.input.unsigned();
        const keys: string[] = [];
        for (let i = 0; i < count; i++) keys.push(this.string());
        this.shapes.push(keys);
        return this.fields(keys);
      }
      case TAG.shape:
        return this.fields(this.knownShape(this.input.unsigned()));
      default:
        throw new RangeError(`Stored tag ${tag} is not one`);
    }
  }

  private knownShape(index: number): string[] {
    const keys = this.shapes[index];
    if (!keys) throw new RangeError('A stored object names a shape not yet read');
    return keys;
  }

  private knownString(index: number): string {
    const value = this.strings[index];
    if (value === undefined) throw new RangeError('A stored value names a string not yet read');
    return value;
  }

  private fields(keys: readonly string[]): Record<string, unknown> {
    const fields: Record<string, unknown> = {};
    for (const key of keys) {
      const value = this.value();
      // An own '__proto__' key, as JSON.parse makes it, not the object's prototype.
      if (key === '__proto__')
        Object.defineProperty(fields, key, { value, enumerable: true, writable: true, configurable: true });
      else fields[key] = value;
    }
    return fields;
  }
}
