import { encodeCBOR } from "@levischuck/tiny-cbor";

/**
 * A passkey authenticator in software (ES256, "none" attestation), as the WebAuthn spec describes
 * one: it answers the options our API hands the browser with the JSON a browser would post back
 * (`PublicKeyCredential.toJSON()`). The e2e suite uses Chromium's virtual authenticator instead.
 */
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const uint32 = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** WebCrypto signs ECDSA as r‖s; WebAuthn wants the ASN.1 DER sequence. */
function derSignature(raw: Uint8Array) {
  const integer = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    const trimmed = bytes.slice(i);
    const body = (trimmed[0] ?? 0) & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const seq = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, seq.length]), seq);
}

export async function softwareAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, false, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const rawPublic = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  let counter = 0;

  const clientData = (type: string, challenge: string, at = origin) =>
    utf8(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** The answer to registration options (`navigator.credentials.create`). */
    async register(options: { challenge: string }, { origin: at = origin } = {}) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, rawPublic.slice(1, 33)],
        [-3, rawPublic.slice(33, 65)],
      ]);
      const authData = concat(
        await sha256(utf8(rpId)),
        new Uint8Array([0x45]), // user present, user verified, attested credential data
        uint32(counter),
        new Uint8Array(16), // AAGUID
        new Uint8Array([0, credentialId.length]),
        credentialId,
        new Uint8Array(encodeCBOR(cose)),
      );
      const attestation = encodeCBOR(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<string, string>()],
          ["authData", authData],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, at)),
          attestationObject: b64url(new Uint8Array(attestation)),
          transports: ["internal"],
        },
      };
    },
    /** The answer to authentication options (`navigator.credentials.get`). */
    async assert(options: { challenge: string }) {
      counter += 1;
      const authData = concat(await sha256(utf8(rpId)), new Uint8Array([0x05]), uint32(counter));
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, keys.privateKey, signed));
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key" as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(derSignature(raw)),
        },
      };
    },
  };
}
