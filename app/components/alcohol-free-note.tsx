import { motel } from "../../content/motel.ts";

/** The motel's alcohol-free statement, where the spec's pages make it. */
export function AlcoholFreeNote() {
  if (!motel.alcoholFree) return null;
  return <p className="note">{motel.alcoholFreeNote}</p>;
}
