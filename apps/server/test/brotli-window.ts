/**
 * The window a Brotli stream declares in its first bits (RFC 7932, section 9.1): what its encoder
 * was told, and what a decoder must keep in memory to read it.
 */
export function declaredWindowBits(stream: Buffer): number {
  let position = 0;
  const read = (count: number) => {
    let value = 0;
    for (let bit = 0; bit < count; bit += 1, position += 1)
      value |= ((stream[position >> 3]! >> (position & 7)) & 1) << bit;
    return value;
  };
  if (read(1) === 0) return 16;
  const large = read(3);
  if (large !== 0) return 17 + large;
  const small = read(3);
  return small === 0 ? 17 : 8 + small;
}
