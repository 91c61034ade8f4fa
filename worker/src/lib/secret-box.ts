/** AES-256-GCM for secrets at rest (service cookie bundles and keys), key from SERVICE_SECRET_KEY. */
const VERSION = "v1";

function b64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
function unb64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

const keyCache = new Map<string, Promise<CryptoKey>>();
function importKey(secret: string | undefined): Promise<CryptoKey> {
  if (!secret) throw new Error("SERVICE_SECRET_KEY is not configured");
  let key = keyCache.get(secret);
  if (!key) {
    const raw = unb64(secret);
    if (raw.length !== 32) throw new Error("SERVICE_SECRET_KEY must be 32 bytes, base64-encoded");
    key = crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
    keyCache.set(secret, key);
  }
  return key;
}

export async function seal(plaintext: string, secret: string | undefined): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ct = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await importKey(secret),
    new TextEncoder().encode(plaintext),
  );
  return `${VERSION}.${b64(iv)}.${b64(new Uint8Array(ct))}`;
}

export async function open(sealed: string, secret: string | undefined): Promise<string> {
  const [version, iv, ct] = sealed.split(".");
  if (version !== VERSION || !iv || !ct) throw new Error("Unknown secret format");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: unb64(iv) }, await importKey(secret), unb64(ct));
  return new TextDecoder().decode(plain);
}
