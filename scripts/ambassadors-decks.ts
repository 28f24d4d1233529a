// Writes the exploration decks' data (the body of src/games/ambassadors/rules/decks.ts) from the
// map: per wonder, 7 targets spread over the distances 5–34, bands scaled to the trip (see
// docs/balance-ambassadors.md). npx tsx scripts/ambassadors-decks.ts > decks-body.txt
import { MAP } from '../src/games/ambassadors/rules/map';
const ids = MAP.wonders.map(w => w.id);
function dist(from: string, orange: boolean) {
  const d = new Map<string, number>([[from, 0]]);
  const todo = new Set(ids);
  while (todo.size) {
    let best: string | null = null;
    for (const id of todo) if (d.has(id) && (best === null || d.get(id)! < d.get(best)!)) best = id;
    if (best === null) break;
    todo.delete(best);
    for (const p of MAP.paths) {
      if (p.colour === 'orange' && !orange) continue;
      const other = p.a === best ? p.b : p.b === best ? p.a : null;
      if (!other) continue;
      const nd = d.get(best)! + p.dots + 1;
      if (!d.has(other) || nd < d.get(other)!) d.set(other, nd);
    }
  }
  return d;
}
// P(sum of k rolls of 2d6 >= D)
function reach(k: number, D: number) {
  let dist = [1];
  for (let i = 0; i < k; i++) {
    const n: number[] = new Array(dist.length + 12).fill(0);
    dist.forEach((p, s) => { for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) n[s + a + b] += p / 36; });
    dist = n;
  }
  return dist.reduce((acc, p, s) => acc + (s >= D ? p : 0), 0);
}
const r5 = (x: number) => Math.round(x / 5) * 5;
const out: string[] = [];
for (const w of ids) {
  const dg = dist(w, false), dor = dist(w, true);
  const cands = ids.filter(t => t !== w && dg.get(t)! >= 5 && dg.get(t)! <= 34).sort((a, b) => dg.get(a)! - dg.get(b)!);
  const n = 7;
  const picks: string[] = [];
  for (let i = 0; i < n; i++) { const t = cands[Math.round(i * (cands.length - 1) / (n - 1))]!; if (!picks.includes(t)) picks.push(t); }
  if (w === 'france' && !picks.includes('lhasa')) picks[picks.length - 2] = 'lhasa';
  if (cands.includes('forbiddenCity') && !picks.includes('forbiddenCity')) picks[3] = 'forbiddenCity';
  const overrides: Record<string, Record<string, string>> = { unitedKingdom: { spain: 'venice' }, france: { carthage: 'venice' }, spain: { timbuktu: 'carthage' }, timbuktu: { petra: 'rhodes', giza: 'persepolis' } };
  for (const [from, to] of Object.entries(overrides[w] ?? {})) picks[picks.indexOf(from)] = to;
  // Fewer trips to the dead ends (Kyoto, the United Kingdom), more along the northern chains.
  const swaps: Record<string, string[]> = { kyoto: ['samarkand', 'hagiaSophia', 'venice', 'persepolis'] };
  for (const [from, tos] of Object.entries(swaps)) {
    const at = picks.indexOf(from);
    const to = tos.find((t) => t !== w && !picks.includes(t));
    if (at >= 0 && to && !(w === 'forbiddenCity' && from === 'kyoto')) picks[at] = to;
  }
  const orangeCount = MAP.paths.filter(p => p.colour === 'orange' && (p.a === w || p.b === w)).length;
  const toll = Math.min(30, 10 + 10 * orangeCount);
  const cards = picks.map(t => {
    // Shortcuts that help make the trip shorter: scale between walking and shortcut distance.
    const D = Math.round((dg.get(t)! + dor.get(t)!) / 2);
    let top = 1; while (reach(top, D) < 0.5) top++;
    top = Math.max(2, top);
    const topGold = r5(D * 5.7);
    if (w === 'france' && t === 'lhasa') return `{ target: 'lhasa', top: 3, topGold: 130, mid: 5, midGold: 45, fine: 90 }`;
    return `{ target: '${t}', top: ${top}, topGold: ${topGold}, mid: ${top + 2}, midGold: ${r5(topGold * 0.35)}, fine: ${r5(topGold * 0.7)} }`;
  });
  out.push(`  {\n    wonder: '${w}',\n    toll: ${toll},\n    cards: [\n      ${cards.join(',\n      ')},\n    ],\n  },`);
}
console.log(out.join('\n'));
