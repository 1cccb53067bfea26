import type { RouterContextProvider } from "react-router";
import { motelYear } from "../domain/time.ts";
import { requestContext, servicesContext } from "../server/context.ts";

export type ShellData = {
  nonce: string;
  /** Public origin for canonical and Open Graph URLs. */
  origin: string;
  /** Motel-local year for the copyright line. */
  year: number;
  /** Public: the GA4 measurement id when the optional tag is configured. */
  gaMeasurementId: string | undefined;
  /** The payment simulators are on: every page shows the test-mode ribbon. */
  testMode: boolean;
};

export function loadShell(context: Readonly<RouterContextProvider>, now: Date): ShellData {
  return {
    nonce: context.get(requestContext).nonce,
    origin: context.get(servicesContext).config.publicUrl,
    year: motelYear(now),
    gaMeasurementId: context.get(servicesContext).config.gaMeasurementId,
    testMode: context.get(servicesContext).config.payments.simulators,
  };
}
