// The motel's facts a confirmation carries (domain/confirmation.ts), from content/motel.ts.
import type { MotelFacts } from "../domain/confirmation.ts";
import type { SiteContent } from "../domain/schemas/content.ts";
import { addressLine, mapUrls, motel } from "./motel.ts";

export function motelFacts(content: SiteContent = motel): MotelFacts {
  return {
    name: content.name,
    address: addressLine(content),
    phones: content.phones.map((phone) => phone.display),
    latitude: content.map.latitude,
    longitude: content.map.longitude,
    mapUrl: mapUrls(content).directions,
  };
}
