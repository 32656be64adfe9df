/**
 * Bytes written and read in order, for the stored forms of a game (game-record-binary.ts) and of its
 * shots (shot-packing.ts). A number is one varint: a whole number within ±2^31 as its zigzag code
 * times two (one byte up to ±31, two up to ±4,095), anything else (fractions, -0, NaN, huge) as 1
 * followed by its eight bytes, so every number reads back exactly.
 */

const FLOAT = 1;
const SMALL = 2 ** 31;

export class ByteWriter {
  private buffer: Buffer;
  private view: DataView;
  private at = 0;

  constructor(capacity = 4096) {
    this.buffer = Buffer.allocUnsafe(capacity);
    this.view = new DataView(this.buffer.buffer, this.buffer.byteOffset, this.buffer.byteLength);
  }

  /** Room for `more` bytes past what is written. */
  private room(more: number): void {
    if (this.at + more <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.at + more));
    this.buffer.copy(grown, 0, 0, this.at);
    this.buffer = grown;
    this.view = new DataView(grown.buffer, grown.byteOffset, grown.byteLength);
  }

  byte(value: number): void {
    this.room(1);
    this.buffer[this.at++] = value;
  }

  /** A whole number from 0 to 2^53, seven bits a byte. */
  unsigned(value: number): void {
    this.room(8);
    const { buffer } = this;
    let v = value;
    if (v < 128) {
      buffer[this.at++] = v;
      return;
    }
    for (; v >= 2 ** 31; v = Math.floor(v / 128)) buffer[this.at++] = (v % 128) | 128;
    for (; v >= 128; v >>>= 7) buffer[this.at++] = (v & 127) | 128;
    buffer[this.at++] = v;
  }

  /** Eight bytes, little-endian. */
  float(value: number): void {
    this.room(8);
    this.view.setFloat64(this.at, value, true);
    this.at += 8;
  }

  number(value: number): void {
    if (Number.isInteger(value) && value < SMALL && value > -SMALL && !Object.is(value, -0)) {
      this.unsigned(value >= 0 ? value * 4 : -value * 4 - 2);
      return;
    }
    this.byte(FLOAT);
    this.float(value);
  }

  string(value: string): void {
    this.room(value.length * 3 + 8);
    const start = this.at;
    // Most strings are short and ASCII: their length is their byte length, written before them.
    if (value.length < 128) {
      this.at += 1;
      const written = this.buffer.write(value, this.at, 'utf8');
      if (written < 128) {
        this.buffer[start] = written;
        this.at += written;
        return;
      }
      this.at = start;
    }
    const length = Buffer.byteLength(value, 'utf8');
    this.unsigned(length);
    this.at += this.buffer.write(value, this.at, 'utf8');
  }

  /** The bytes written, in a buffer of their own size. */
  bytes(): Uint8Array {
    return Buffer.from(this.buffer.subarray(0, this.at));
  }
}

export class ByteReader {
  private readonly buffer: Buffer;
  private readonly view: DataView;
  private at: number;

  constructor(bytes: Uint8Array, from = 0) {
    this.buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.at = from;
  }

  byte(): number {
    if (this.at >= this.buffer.length) throw new RangeError('The stored bytes end too soon');
    return this.buffer[this.at++] as number;
  }

  unsigned(): number {
    let b = this.byte();
    if (b < 128) return b;
    let value = b & 127;
    let scale = 128;
    for (;;) {
      b = this.byte();
      value += (b & 127) * scale;
      if (b < 128) return value;
      scale *= 128;
    }
  }

  float(): number {
    if (this.at + 8 > this.buffer.length) throw new RangeError('The stored bytes end too soon');
    const value = this.view.getFloat64(this.at, true);
    this.at += 8;
    return value;
  }

  number(): number {
    const code = this.unsigned();
    if (code === FLOAT) return this.float();
    if (code % 4 !== 0 && code % 4 !== 2) throw new RangeError(`Stored number code ${code} is not one`);
    return code % 4 === 0 ? code / 4 : -(code + 2) / 4;
  }

  string(): string {
    const length = this.unsigned();
    if (this.at + length > this.buffer.length) throw new RangeError('The stored bytes end too soon');
    const value = this.buffer.toString('utf8', this.at, this.at + length);
    this.at += length;
    return value;
  }

  /** Throws unless every byte was read: a layout read wrong shows here. */
  end(): void {
    if (this.at !== this.buffer.length)
      throw new RangeError(`${this.buffer.length - this.at} stored bytes were left unread`);
  }
}
