import { describe, expect, it } from "vitest";
import { hubSignature, isValidHubSignature } from "./signature.ts";

describe("X-Hub-Signature-256", () => {
  const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

  it("takes the signature of the raw bytes with the app secret", () => {
    expect(isValidHubSignature(body, hubSignature(body, "app-secret"), "app-secret")).toBe(true);
    expect(
      isValidHubSignature(
        body,
        hubSignature(body, "app-secret").toUpperCase().replace("SHA256", "sha256"),
        "app-secret",
      ),
    ).toBe(true);
  });

  it("refuses a wrong, missing or truncated signature, another secret, or changed bytes", () => {
    const good = hubSignature(body, "app-secret");
    expect(isValidHubSignature(body, undefined, "app-secret")).toBe(false);
    expect(isValidHubSignature(body, "", "app-secret")).toBe(false);
    expect(isValidHubSignature(body, good.slice(0, -1), "app-secret")).toBe(false);
    expect(isValidHubSignature(body, hubSignature(body, "other"), "app-secret")).toBe(false);
    expect(isValidHubSignature(Buffer.from(`${body.toString()} `), good, "app-secret")).toBe(false);
    expect(isValidHubSignature(body, good.replace("sha256=", "sha1="), "app-secret")).toBe(false);
  });
});
