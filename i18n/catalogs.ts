// Every catalog, by language and namespace (issue 17, decision 020). Server only: a page gets the
// compiled messages of its namespaces through its loader (i18n/messages.server.ts); the browser
// imports only the types below.
import enCommon from "./en/common.ts";
import enEstimator from "./en/estimator.ts";
import enHome from "./en/home.ts";
import enRooms from "./en/rooms.ts";
import swCommon from "./sw/common.ts";
import swEstimator from "./sw/estimator.ts";
import swHome from "./sw/home.ts";
import swRooms from "./sw/rooms.ts";
import type { Lang } from "./locales.ts";

const en = { common: enCommon, home: enHome, rooms: enRooms, estimator: enEstimator };
export type Namespace = keyof typeof en;

export const CATALOGS: Record<Lang, Record<Namespace, Record<string, string>>> = {
  en,
  sw: { common: swCommon, home: swHome, rooms: swRooms, estimator: swEstimator },
};

/** Every message's key, "namespace.name": t() takes only these (a typo is a type error). */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof en)[N] & string}`;
}[Namespace];
