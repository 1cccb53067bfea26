import { useEffect } from "react";
import { useRevalidator } from "react-router";

const POLL_MS = 2000;

/**
 * Loads the page's data again every two seconds while `active` (a photo is processing): the
 * media pages show the outcome without a reload. `data` is the loader data, so each answer
 * arms the next check.
 */
export function useRevalidateWhile(active: boolean, data: unknown): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [active, revalidator, data]);
}
