/** Letters and digits without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const UNAMBIGUOUS_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";

export function randomCode(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 % 25 = 6: reject the top bytes so every character is equally likely.
  let out = "";
  for (const byte of bytes) {
    if (byte >= 250) return out + randomCode(length - out.length);
    out += UNAMBIGUOUS_ALPHABET[byte % UNAMBIGUOUS_ALPHABET.length];
  }
  return out;
}
