import type { XmlElement } from './xml-element.js';

export class XmlParseError extends Error {
  readonly code = 'XML_PARSE_ERROR';
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(`${message} at offset ${offset}`);
  }
}

// Leaf elements share one frozen empty child list: a third of the elements are
// leaves, and their arrays were a large part of the garbage a conversion makes.
const NO_CHILDREN = Object.freeze([]) as unknown as XmlElement[];

const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const BANG = 33; // !
const QUESTION = 63; // ?
const EQUALS = 61; // =

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(raw: string, offset: number): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (match, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    const named = NAMED_ENTITIES[body];
    if (named === undefined) throw new XmlParseError(`Unknown entity ${match}`, offset);
    return named;
  });
}

/**
 * Returns names and short attribute values as one string per distinct text. The files
 * hold 260,000 elements and 740,000 attributes but about a hundred names, and most
 * short values are words like 'true', 'set' or 'parent': slicing each one out of the
 * source made a new string that every young-generation collection then copied while
 * the tree was built, most of the parser's cost. A slot chosen by the text's length
 * and a few of its characters holds the text seen last there; it is compared in
 * place, and only a new text is sliced.
 */
class TextTable {
  private readonly slots: string[] = new Array<string>(TEXT_SLOTS).fill('');

  intern(source: string, start: number, end: number): string {
    const length = end - start;
    if (length === 0) return '';
    const slot = (length * 131 + source.charCodeAt(start) * 31 + source.charCodeAt(end - 1) * 7 + source.charCodeAt(start + (length >> 1))) & (TEXT_SLOTS - 1);
    const seen = this.slots[slot]!;
    if (seen.length === length && matchesAt(source, start, seen)) return seen;
    const text = source.slice(start, end);
    this.slots[slot] = text;
    return text;
  }
}

const TEXT_SLOTS = 4096;
/** Longer values are mostly ids and names, each written once or twice: sliced as they are. */
const INTERNED_VALUE_LENGTH = 12;

function matchesAt(source: string, start: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (source.charCodeAt(start + i) !== text.charCodeAt(i)) return false;
  return true;
}

function hasContent(source: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isSpace(source.charCodeAt(i))) return true;
  return false;
}

/**
 * Parses a well-formed XML document into a light element tree. Hand-written
 * because the data set is 28 MB and a general parser spends most of its time on
 * features BattleScribe files never use (namespaces, DTDs, typed values).
 * When `withId` is given, every element with an id attribute is appended to it
 * in document order, so callers can index the tree without walking it again.
 */
export function parseXml(source: string, withId?: XmlElement[]): XmlElement {
  const document: XmlElement = { tag: '#document', attrs: {}, children: NO_CHILDREN, text: '', parent: null };
  const stack: XmlElement[] = [document];
  const names = new TextTable();
  let current = document;
  const length = source.length;
  let pos = 0;

  while (pos < length) {
    const lt = source.indexOf('<', pos);
    if (lt === -1) {
      if (hasContent(source, pos, length)) current.text += decodeEntities(source.slice(pos), pos);
      break;
    }
    if (lt > pos && hasContent(source, pos, lt)) current.text += decodeEntities(source.slice(pos, lt), pos);

    const next = source.charCodeAt(lt + 1);
    if (next === SLASH) {
      const gt = source.indexOf('>', lt);
      if (gt === -1) throw new XmlParseError('Unclosed end tag', lt);
      // Compared in place: slicing every end tag's name only to compare it made garbage.
      const nameEnd = lt + 2 + current.tag.length;
      if (stack.length === 1 || !source.startsWith(current.tag, lt + 2) || hasContent(source, nameEnd, gt)) {
        const name = source.slice(lt + 2, gt).trim();
        throw new XmlParseError(`End tag </${name}> does not match <${current.tag}>`, lt);
      }
      stack.pop();
      current = stack[stack.length - 1]!;
      pos = gt + 1;
    } else if (next === QUESTION) {
      const end = source.indexOf('?>', lt);
      if (end === -1) throw new XmlParseError('Unclosed processing instruction', lt);
      pos = end + 2;
    } else if (next === BANG) {
      if (source.startsWith('<!--', lt)) {
        const end = source.indexOf('-->', lt + 4);
        if (end === -1) throw new XmlParseError('Unclosed comment', lt);
        pos = end + 3;
      } else if (source.startsWith('<![CDATA[', lt)) {
        const end = source.indexOf(']]>', lt + 9);
        if (end === -1) throw new XmlParseError('Unclosed CDATA section', lt);
        current.text += source.slice(lt + 9, end);
        pos = end + 3;
      } else {
        const end = source.indexOf('>', lt);
        if (end === -1) throw new XmlParseError('Unclosed declaration', lt);
        pos = end + 1;
      }
    } else {
      pos = parseStartTag(source, lt, stack, names, withId);
      current = stack[stack.length - 1]!;
    }
  }
  if (stack.length !== 1) throw new XmlParseError(`Unclosed element <${current.tag}>`, length);
  const root = document.children[0];
  if (!root || document.children.length !== 1) throw new XmlParseError('Expected exactly one root element', 0);
  root.parent = null;
  return root;
}

/** Parses `<tag a="b" ...>` starting at `lt`; pushes the element (unless self-closing). Returns the next position. */
function parseStartTag(source: string, lt: number, stack: XmlElement[], names: TextTable, withId: XmlElement[] | undefined): number {
  let i = lt + 1;
  const length = source.length;
  while (i < length) {
    const code = source.charCodeAt(i);
    if (isSpace(code) || code === GT || code === SLASH) break;
    i++;
  }
  if (i === lt + 1 || source.charCodeAt(lt + 1) === LT) throw new XmlParseError('Expected a tag name', lt);
  const tag = names.intern(source, lt + 1, i);
  const parent = stack[stack.length - 1]!;
  const element: XmlElement = { tag, attrs: {}, children: NO_CHILDREN, text: '', parent };
  if (parent.children === NO_CHILDREN) parent.children = [element];
  else parent.children.push(element);

  for (;;) {
    while (i < length && isSpace(source.charCodeAt(i))) i++;
    if (i >= length) throw new XmlParseError(`Unclosed start tag <${tag}>`, lt);
    const code = source.charCodeAt(i);
    if (code === GT) {
      if (withId && element.attrs.id !== undefined) withId.push(element);
      stack.push(element);
      return i + 1;
    }
    if (code === SLASH) {
      if (source.charCodeAt(i + 1) !== GT) throw new XmlParseError(`Malformed start tag <${tag}>`, i);
      if (withId && element.attrs.id !== undefined) withId.push(element);
      return i + 2;
    }
    const eq = source.indexOf('=', i);
    if (eq === -1) throw new XmlParseError(`Attribute without value in <${tag}>`, i);
    let nameEnd = eq;
    while (nameEnd > i && isSpace(source.charCodeAt(nameEnd - 1))) nameEnd--;
    const name = names.intern(source, i, nameEnd);
    let q = eq + 1;
    while (q < length && isSpace(source.charCodeAt(q))) q++;
    const quote = source.charCodeAt(q);
    if (quote !== 34 && quote !== 39) throw new XmlParseError(`Unquoted attribute ${name} in <${tag}>`, q);
    const close = source.indexOf(quote === 34 ? '"' : "'", q + 1);
    if (close === -1) throw new XmlParseError(`Unclosed attribute ${name} in <${tag}>`, q);
    if (name.length === 0 || name.includes('>') || source.charCodeAt(eq) !== EQUALS) {
      throw new XmlParseError(`Malformed attribute in <${tag}>`, i);
    }
    const short = close - q - 1 <= INTERNED_VALUE_LENGTH;
    // An interned value is stored as read, so one with an entity is decoded instead.
    const value = short ? names.intern(source, q + 1, close) : source.slice(q + 1, close);
    element.attrs[name] = value.includes('&') ? decodeEntities(value, q) : value;
    i = close + 1;
  }
}
