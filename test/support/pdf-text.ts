// The text a PDF shows, pages joined: what a reader of our documents sees.
import { extractText, getDocumentProxy } from "unpdf";

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}
