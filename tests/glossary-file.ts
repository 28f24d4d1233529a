// The glossary (docs/glossary.md) as tests read it: each game's three tables sit under headings
// that begin with its English name ("Trails of Tucana: terms").
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AnyGame } from '../src/games/contract';
import { UNPREFIXED, flatNamespace } from './locale-files';

export type Row = Readonly<Record<string, string>>;

const GLOSSARY = readFileSync(fileURLToPath(new URL('../docs/glossary.md', import.meta.url)), 'utf8');

/** The rows of the markdown table under `## heading`, by column title. */
export function table(heading: string, markdown = GLOSSARY): Row[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`));
  if (!section) throw new Error(`The glossary has no section "${heading}".`);
  const cells = (line: string): string[] => line.trim().slice(1, -1).split('|').map((cell) => cell.trim());
  const [head, , ...body] = section.split('\n').filter((line) => line.trim().startsWith('|'));
  const titles = cells(head ?? '');
  return body.map((line) => Object.fromEntries(cells(line).map((cell, i) => [titles[i] ?? '', cell])));
}

/** A game's glossary: the headings of its three tables, and the namespaces its strings come from. */
export interface GameGlossary {
  readonly game: string;
  readonly terms: string;
  readonly variants: string;
  readonly names: string;
  /** A game whose keys need no prefix shares that with the shell's, whose strings it checks too. */
  readonly namespaces: readonly string[];
}

export function glossaryOf(game: Pick<AnyGame, 'localeNamespace' | 'nameKey'>): GameGlossary {
  const ns = game.localeNamespace;
  const namespaces = (UNPREFIXED as readonly string[]).includes(ns) ? UNPREFIXED : [ns];
  const name = namespaces.map((each) => flatNamespace('en', each).get(game.nameKey)).find((text) => text !== undefined);
  if (!name) throw new Error(`${game.nameKey} has no English text`);
  return { game: name, terms: `${name}: terms`, variants: `${name}: variants to avoid`, names: `${name}: names of our own`, namespaces };
}
