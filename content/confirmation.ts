// The motel's facts a confirmation carries (domain/confirmation.ts), from the live content (never
// the defaults: this module is in the wizard's browser code).
import type { MotelFacts } from "../domain/confirmation.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { addressLine, mapUrls } from "./links.ts";

export function motelFacts(content: SiteContent): MotelFacts {
  return {
    name: content.name,
    address: addressLine(content),
    phones: content.phones.map((phone) => phone.display),
    latitude: content.map.latitude,
    longitude: content.map.longitude,
    mapUrl: mapUrls(content).directions,
  };
}
