import type { SyntaxNode } from '@lezer/common';
import { parser } from '@lezer/json';

/** A place in a JSON document: object keys and array indexes from the root. */
export type JsonPath = Array<string | number>;

const VALUE = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);
const children = (node: SyntaxNode): SyntaxNode[] => {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
};
const values = (node: SyntaxNode) => children(node).filter((c) => VALUE.has(c.name));
const keyOf = (text: string, property: SyntaxNode): string | undefined => {
  const name = property.getChild('PropertyName');
  if (!name) return undefined;
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return text.slice(name.from + 1, name.to - 1);
  }
};
const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * Where a JSON pointer (`/columns/3/field`) is in the text: the range of its value, or of the whole
 * property when it names a key; a pointer into a place that is not there gives the nearest place
 * that is, so a message is always shown at a line.
 */
export function pointerRange(text: string, pointer: string): { from: number; to: number } {
  const root = parser.parse(text).topNode;
  let node: SyntaxNode | undefined = values(root)[0];
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  let range = { from: node.from, to: node.to };
  for (const segment of pointer.split('/').slice(1).map(unescape)) {
    if (node.name === 'Object') {
      const property: SyntaxNode | undefined = children(node).find((c) => c.name === 'Property' && keyOf(text, c) === segment);
      const value: SyntaxNode | undefined = property && values(property)[0];
      if (!property || !value) break;
      range = { from: property.from, to: property.to };
      node = value;
    } else if (node.name === 'Array') {
      const item: SyntaxNode | undefined = values(node)[Number(segment)];
      if (!item) break;
      range = { from: item.from, to: item.to };
      node = item;
    } else break;
  }
  return range;
}

/** The path of a node: the keys and indexes of the objects and arrays around it. */
function pathOf(text: string, node: SyntaxNode): JsonPath {
  const path: JsonPath = [];
  let child = node;
  for (let parent = node.parent; parent; child = parent, parent = parent.parent) {
    if (parent.name === 'Property' && VALUE.has(child.name)) {
      const key = keyOf(text, parent);
      if (key !== undefined) path.unshift(key);
    } else if (parent.name === 'Array' && VALUE.has(child.name)) {
      path.unshift(values(parent).findIndex((v) => v.from === child.from));
    }
  }
  return path;
}

/** What is being typed at a position: a key of the object at `path` (with the keys it has), or the value of `key` there. */
export type JsonSpot = { kind: 'key'; path: JsonPath; present: string[]; from: number } | { kind: 'value'; path: JsonPath; key: string; from: number } | undefined;

export function spotAt(text: string, pos: number): JsonSpot {
  const tree = parser.parse(text);
  let node: SyntaxNode | null = tree.resolveInner(pos, -1);
  // A key being typed: inside a property name, or a bare string in an object.
  if (node.name === 'PropertyName' || (node.name === 'String' && node.parent?.name === 'Property' && node.parent.firstChild === node)) {
    const object = node.parent?.parent;
    if (object?.name === 'Object') return { kind: 'key', path: pathOf(text, object), present: present(text, object), from: node.from };
  }
  if (node.name === 'String' && node.parent?.name === 'Property') {
    const key = keyOf(text, node.parent);
    const object = node.parent.parent;
    if (key !== undefined && object) return { kind: 'value', path: pathOf(text, object), key, from: node.from };
  }
  if (node.name === '{' || node.name === ',' || node.name === 'Object' || node.name === '⚠') {
    while (node && node.name !== 'Object') node = node.parent;
    if (node) return { kind: 'key', path: pathOf(text, node), present: present(text, node), from: pos };
  }
  return undefined;
}

const present = (text: string, object: SyntaxNode): string[] =>
  children(object)
    .filter((c) => c.name === 'Property')
    .flatMap((p) => keyOf(text, p) ?? []);
