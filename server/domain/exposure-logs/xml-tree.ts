import { SaxesParser } from 'saxes';

// A small element tree from XML text, read with saxes (a strict, non-validating pure-JS parser): a DOCTYPE (and
// with it any entity or DTD) is refused outright, entities other than XML's five are errors, nothing is fetched.

export interface XmlElement {
  /** The local name (a prefix is dropped). */
  name: string;
  children: XmlElement[];
  text: string;
}

export class XmlRefused extends Error {}

const MAX_ELEMENTS = 100_000;
const MAX_DEPTH = 20;

export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  let count = 0;
  let failure: Error | null = null;
  parser.on('doctype', () => {
    throw new XmlRefused('a DOCTYPE (DTDs and entities are not read)');
  });
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) => {
    if (++count > MAX_ELEMENTS || stack.length > MAX_DEPTH) throw new XmlRefused('too large or too deep');
    const element: XmlElement = { name: tag.name.replace(/^.*:/, ''), children: [], text: '' };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('cdata', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    if (error instanceof XmlRefused) throw error;
    throw new XmlRefused('it is not well-formed XML');
  }
  if (failure || root.children.length !== 1) throw new XmlRefused('it is not well-formed XML');
  return root.children[0]!;
}

/** The child elements of a name. */
export const childrenOf = (element: XmlElement | undefined, name: string) =>
  element?.children.filter((child) => child.name === name) ?? [];

/** The text of the first child of a name, trimmed; null when absent or empty. */
export function childText(element: XmlElement, name: string): string | null {
  const child = element.children.find((c) => c.name === name);
  const text = child?.text.trim();
  return text ? text : null;
}
