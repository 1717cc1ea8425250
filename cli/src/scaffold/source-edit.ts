import { parse } from '@babel/parser';
import { CliError } from '../project';

// The few node shapes the edits read; @babel/parser answers ESTree-like nodes with start/end offsets.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Expression = Node & { elements?: Node[]; properties?: Node[] };

function program(text: string, file: string): Node[] {
  try {
    return parse(text, { sourceType: 'module', plugins: ['typescript', 'jsx'] }).program.body as unknown as Node[];
  } catch (error) {
    throw new CliError(`${file} does not parse (${(error as Error).message}): fix it before adding a piece.`);
  }
}

/** Every node under `node`, depth first. */
function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child);
    return;
  }
  const n = node as Node;
  if (typeof n.type === 'string') yield n;
  for (const [key, value] of Object.entries(n)) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments') yield* walk(value);
}

const keyName = (property: Node) => {
  const key = property.key as Node & { name?: string; value?: string };
  return key?.name ?? key?.value;
};

/** The object literal given to `callee(...)` as its first argument, e.g. definePlugin({ ... }). */
function callObject(body: Node[], callee: string): Expression | undefined {
  for (const node of walk(body)) {
    if (node.type !== 'CallExpression' || (node.callee as Node & { name?: string }).name !== callee) continue;
    const arg = (node.arguments as Node[])[0];
    if (arg?.type === 'ObjectExpression') return arg as Expression;
  }
  return undefined;
}

const splice = (text: string, at: number, insert: string) => text.slice(0, at) + insert + text.slice(at);

/** Adds `entry` at the end of an array or object literal, with a comma where one is needed. */
function appendTo(text: string, literal: Expression, entry: string): string {
  const items = literal.elements ?? literal.properties ?? [];
  const last = items[items.length - 1];
  if (!last) return splice(text, literal.end - 1, entry);
  return splice(text, last.end, `, ${entry}`);
}

/** Imports `names` from `module`: into its existing import, or a new import after the last one. */
export function addImport(text: string, file: string, module: string, names: string[]): string {
  const body = program(text, file);
  const existing = body.find((n) => n.type === 'ImportDeclaration' && (n.source as Node & { value: string }).value === module && n.importKind !== 'type') as
    (Node & { specifiers: Array<Node & { imported?: { name: string } }> }) | undefined;
  if (existing && existing.specifiers.some((s) => s.type === 'ImportSpecifier')) {
    const have = new Set(existing.specifiers.map((s) => s.imported?.name));
    const missing = names.filter((n) => !have.has(n));
    if (!missing.length) return text;
    const last = existing.specifiers[existing.specifiers.length - 1];
    return splice(text, last.end, `, ${missing.join(', ')}`);
  }
  const imports = body.filter((n) => n.type === 'ImportDeclaration');
  const line = `import { ${names.join(', ')} } from '${module}';`;
  const after = imports[imports.length - 1];
  return after ? splice(text, after.end, `\n${line}`) : `${line}\n${text}`;
}

/**
 * Adds one entry to a property of the object given to `definePlugin` (src/index.ts; or to
 * `callee`, e.g. defineServerPlugin): an element of an array (pages, widgets, translationGroups,
 * kpiFigures) or a property of an object (kpiTemplates, actions). Adds the property when the
 * plugin has none yet.
 */
export function addToDefinition(text: string, file: string, property: string, kind: 'array' | 'object', entry: string, callee = 'definePlugin'): string {
  const definition = callObject(program(text, file), callee);
  if (!definition) throw new CliError(`${file} has no ${callee}({ ... }) to add to: add ${entry} to its ${property} by hand.`);
  const found = definition.properties?.find((p) => p.type === 'ObjectProperty' && keyName(p) === property);
  if (!found) return appendTo(text, definition, kind === 'array' ? `${property}: [${entry}]` : `${property}: { ${entry} }`);
  const value = found.value as Expression;
  const expected = kind === 'array' ? 'ArrayExpression' : 'ObjectExpression';
  if (value.type !== expected) throw new CliError(`${file}: ${callee}'s ${property} is not a literal ${kind}: add ${entry} to it by hand.`);
  return appendTo(text, value, entry);
}

/**
 * Adds a route group to routes.ts: its declaration before `export const routeAreas = { '<area>': { ... } }`
 * and its name in the plugin's first area, so that it is part of the route table.
 */
export function addRouteGroup(text: string, file: string, group: string, declaration: string): string {
  const body = program(text, file);
  const areasStatement = body.find(
    (n) =>
      n.type === 'ExportNamedDeclaration' &&
      ((n.declaration as Node | undefined)?.declarations as Array<Node & { id: { name: string } }> | undefined)?.some((d) => d.id.name === 'routeAreas'),
  );
  const declarator = ((areasStatement?.declaration as Node | undefined)?.declarations as Array<Node & { init?: Expression }> | undefined)?.[0];
  const area = declarator?.init?.type === 'ObjectExpression' ? (declarator.init.properties?.[0]?.value as Expression | undefined) : undefined;
  if (!areasStatement || area?.type !== 'ObjectExpression') {
    throw new CliError(`${file} has no "export const routeAreas = { '<area>': { ... } }" to add to: add the group ${group} to the route table by hand.`);
  }
  const withGroup = appendTo(text, area, group);
  // Before the statement's doc comment, which stays with it.
  const comments = areasStatement.leadingComments as Node[] | undefined;
  return splice(withGroup, comments?.[0]?.start ?? areasStatement.start, `${declaration}\n\n`);
}

/**
 * Has the plugin's server routes (the `routes` of defineServerPlugin in server/index.ts, a function
 * declared in the file or written inline) also call `register(app, ctx)` at their end.
 */
export function callInServerRoutes(text: string, file: string, register: string): string {
  const body = program(text, file);
  const definition = callObject(body, 'defineServerPlugin');
  const property = definition?.properties?.find((p) => keyName(p) === 'routes');
  let fn: Node | undefined;
  if (property?.type === 'ObjectMethod') fn = property;
  else if (property?.type === 'ObjectProperty') {
    const value = property.value as Node & { name?: string };
    if (value.type === 'Identifier') fn = [...walk(body)].find((n) => n.type === 'FunctionDeclaration' && (n.id as { name?: string } | null)?.name === value.name);
    else if (value.type === 'FunctionExpression' || value.type === 'ArrowFunctionExpression') fn = value;
  }
  const block = fn?.body as Node | undefined;
  const params = (fn?.params as Array<Node & { name?: string }> | undefined)?.map((p) => p.name);
  if (!fn || !fn.async || block?.type !== 'BlockStatement' || !params?.[0] || !params[1]) {
    throw new CliError(
      `${file}: the routes of defineServerPlugin({ ... }) are not an async function of (app, ctx) declared in the file: call ${register}(app, ctx) in them by hand.`,
    );
  }
  return splice(text, block.end - 1, `  await ${register}(${params[0]}, ${params[1]});\n`);
}
