// The locale files as tests read them: locales/<language>/<namespace>.json, and the parts of a
// namespace the page loads later, <namespace>.<part>.json (Tucana's screens: tucana.screens.json),
// merged into it as the app merges them. As in the app (src/platform/i18n.ts), keys of the shell's
// namespace and of Explorers' need no prefix; other namespaces' keys carry theirs (`tucana:play.title`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Tree = { readonly [key: string]: string | Tree };

// From the module's own address: scripts run as ES modules (npm run bench:web) have no __dirname.
const ROOT = fileURLToPath(new URL('../locales', import.meta.url));
/** Looked up in this order when a key names no namespace. */
export const UNPREFIXED = ['common', 'explorers'] as const;

/** `part` merged into `into`; a key both define is an error (the app would keep the first one's words). */
function merge(into: Tree, part: Tree, where: string): Tree {
  const out: Record<string, string | Tree> = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const there = out[key];
    if (there === undefined) out[key] = value;
    else if (typeof there === 'object' && typeof value === 'object') out[key] = merge(there, value, `${where}.${key}`);
    else throw new Error(`${where}.${key} is defined twice`);
  }
  return out;
}

/** Every namespace of one language, by name, with its parts merged in. */
export function namespaces(lang: string): Readonly<Record<string, Tree>> {
  const files = readdirSync(join(ROOT, lang)).filter((name) => name.endsWith('.json')).sort();
  const out: Record<string, Tree> = {};
  for (const name of files) {
    const ns = name.split('.')[0] as string;
    out[ns] = merge(out[ns] ?? {}, JSON.parse(readFileSync(join(ROOT, lang, name), 'utf8')) as Tree, `${lang}/${name}`);
  }
  return out;
}

function flatten(tree: Tree, prefix: string, out: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix.endsWith(':') || !prefix ? `${prefix}${key}` : `${prefix}.${key}`;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** A namespace's key as the code writes it: `play.title`, or `tucana:play.title`. */
export const keyIn = (ns: string, key: string): string => `${(UNPREFIXED as readonly string[]).includes(ns) ? '' : `${ns}:`}${key}`;

/** One namespace's strings by the key the code uses for each. */
export function flatNamespace(lang: string, ns: string): Map<string, string> {
  return flatten(namespaces(lang)[ns] ?? {}, keyIn(ns, ''), new Map());
}

/** Every string of one language by the key the code uses for it. */
export function flatLocale(lang: string): Map<string, string> {
  return new Map(Object.keys(namespaces(lang)).flatMap((ns) => [...flatNamespace(lang, ns)]));
}

/** The subtree a key's last segment sits in (`a.b.c` → the tree holding `c`), or undefined. */
export function parentTree(lang: string, key: string): Tree | undefined {
  const colon = key.indexOf(':');
  const ns = namespaces(lang);
  const roots = colon > 0 ? [ns[key.slice(0, colon)]] : UNPREFIXED.map((name) => ns[name]);
  const path = key.slice(colon + 1).split('.').slice(0, -1);
  for (const root of roots) {
    let node: Tree | string | undefined = root;
    for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'object') return node;
  }
  return undefined;
}
