/**
 * The JSON a prerendered page carries in `<script type="application/json" id={id}>`, parsed; undefined when the
 * page has none (or outside a browser) or it does not parse.
 */
export function readJsonScript<T>(
  id: string,
  doc: Document | undefined = globalThis.document,
): T | undefined {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
