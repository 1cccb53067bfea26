// The motel's facts a confirmation carries (domain/confirmation.ts), from content/motel.ts.
import type { MotelFacts } from "../domain/confirmation.ts";
import { addressLine, mapUrls, motel } from "./motel.ts";

export function motelFacts(): MotelFacts {
  return {
    name: motel.name,
    address: addressLine(),
    phones: motel.phones.map((phone) => phone.display),
    latitude: motel.map.latitude,
    longitude: motel.map.longitude,
    mapUrl: mapUrls().directions,
  };
}
