// The API operator the Daraja simulator accepts for refunds (decision 024): a throwaway RSA pair
// made at each start, its public half standing in for Safaricom's certificate (the client
// encrypts the password with it) and its private half given to the simulator to check it. Never
// a real certificate; never used with PAYMENT_SIMULATORS off.
import { generateKeyPairSync, randomBytes } from "node:crypto";

export type SimulatedRefundsInitiator = {
  name: string;
  password: string;
  /** For the client: what Safaricom's certificate is for the real one. */
  certificatePem: string;
  /** For the simulator only. */
  privateKeyPem: string;
};

/** The sandbox's B2C shortcode, as the simulator's refunds pay from it. */
export const SIMULATED_B2C_SHORTCODE = "600997";

export function simulatedRefundsInitiator(): SimulatedRefundsInitiator {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  return {
    name: "motel-simulated-api",
    password: randomBytes(12).toString("hex"),
    certificatePem: publicKey,
    privateKeyPem: privateKey,
  };
}
