// An RSA key pair made for this test process: the client encrypts the initiator's password with
// the public half (standing in for Safaricom's certificate), the simulator checks it with the
// private half. Never a real certificate.
import { generateKeyPairSync } from "node:crypto";

let pair: { publicKeyPem: string; privateKeyPem: string } | undefined;

export function throwawayKeys(): { publicKeyPem: string; privateKeyPem: string } {
  pair ??= (() => {
    const { publicKey, privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      publicKeyEncoding: { type: "spki", format: "pem" },
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
    });
    return { publicKeyPem: publicKey, privateKeyPem: privateKey };
  })();
  return pair;
}
