import { describe, expect, it } from 'vitest';
import { openPaths, openShortcutsFrom } from '../../play/screen-model';
import { board } from '../../rules/index';

const map = board();
const orange = map.paths.map((p, i) => [p, i] as const).filter(([p]) => p.orange);

describe("Ambassadors' screen model", () => {
  it('shows green paths open and shortcuts closed while no wonder holds an ambassador', () => {
    const none = Array.from({ length: map.wonders }, () => 0);
    expect(openPaths({ embassies: none })).toEqual(map.paths.map((p) => !p.orange));
    for (const [p] of orange) expect(openShortcutsFrom({ embassies: none }, p.a)).toEqual([]);
  });

  it('opens a shortcut while either of its wonders holds an ambassador, and lists it from both ends', () => {
    for (const [p, i] of orange) {
      const embassies = Array.from({ length: map.wonders }, (_, w) => (w === p.b ? 1 : 0));
      expect(openPaths({ embassies })[i]).toBe(true);
      expect(openShortcutsFrom({ embassies }, p.a)).toContain(i);
      expect(openShortcutsFrom({ embassies }, p.b)).toContain(i);
    }
  });
});
