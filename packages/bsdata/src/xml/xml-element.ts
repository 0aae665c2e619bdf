/** An element of a parsed XML document. Text is the concatenation of its direct text nodes. */
export type XmlElement = {
  tag: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
  parent: XmlElement | null;
};

export function firstChild(element: XmlElement, tag: string): XmlElement | undefined {
  return element.children.find((child) => child.tag === tag);
}

/** The children of the container `<containerTag>` under element: `items(entry, 'profiles')`. */
export function items(element: XmlElement, containerTag: string): XmlElement[] {
  for (const child of element.children) if (child.tag === containerTag) return child.children;
  return [];
}
