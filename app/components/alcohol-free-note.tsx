import { useContent } from "../content-context.tsx";

/** The motel's alcohol-free statement, where the spec's pages make it. */
export function AlcoholFreeNote() {
  const motel = useContent();
  if (!motel.alcoholFree) return null;
  return <p className="note">{motel.alcoholFreeNote}</p>;
}
