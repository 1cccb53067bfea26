// The wizard's state survives a reload (issue 5: a guest on a flaky network must not retype):
// it is kept in this tab's sessionStorage and read back through a schema (stored-state.ts), so an
// old or damaged copy is dropped rather than trusted.
import type { WizardState } from "./wizard-state.ts";

/** Versioned: a change of shape gets a new key instead of misreading the old one. */
export const STORAGE_KEY = "motel.booking.v1";

/** The state kept from earlier in this tab as stored (unread), if any. */
export function keptStateJson(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage blocked: the wizard works, only a reload forgets
  }
}

export function storeState(state: WizardState): void {
  try {
    if (state.step === 4) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage blocked or full: same as above
  }
}

export function clearStoredState(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
