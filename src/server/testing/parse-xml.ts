import { SaxesParser } from 'saxes';

export type TXmlElement = {
  name: string;
  uri: string;
  attributes: Record<string, string>;
  children: TXmlElement[];
  text: string;
};

/** A strict, namespace-aware XML parse (saxes throws on anything not well-formed) into a small tree. */
export function parseXml(xml: string): TXmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: TXmlElement[] = [];
  let root: TXmlElement | undefined;
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value]));
    const element: TXmlElement = { name: tag.local, uri: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}
