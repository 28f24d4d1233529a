// Scenario: the play scene as players who see colour differently see it. The map and the four
// seats' colours are read off the page's own canvas and passed through greyscale and the three
// common dichromacies; every two terrains must stay apart by colour or by pattern, and every seat
// colour the screen draws must stay apart from the others (docs/accessibility.md). Pictures of the
// scene through each simulation are saved beside the other screenshots, for a person to look at.
import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { SEAT_COLORS } from '../../src/games/explorers/play/game-config';
import { closestPair, deltaE, DISTINCT_COLOURS, DISTINCT_PATTERNS, patternDistance, patternOf, rgbOf, VISIONS, type Pattern, type Rgb, type Vision } from '../colour-vision';
import { openPage, type Session } from './browser';
import { Driver, playByClicks, newGameWith, seededRandom, type PlayView, type Point } from './driver';

/** In colour-blind mode, every two terrains' drawings differ at least this much (twice the bar for "different"). */
const STRONG_PATTERNS = 2 * DISTINCT_PATTERNS;

/** The Machado et al. matrices again, as SVG colour matrices (they work in linear RGB too). */
const FILTERS: Readonly<Record<Exclude<Vision, 'normal'>, string>> = {
  greyscale: '0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0',
  protanopia: '0.152286 1.052583 -0.204868 0 0 0.114503 0.786281 0.099216 0 0 -0.003882 -0.048116 1.051998 0 0 0 0 0 1 0',
  deuteranopia: '0.367322 0.860646 -0.227968 0 0 0.280085 0.672501 0.047413 0 0 -0.01182 0.04294 0.968881 0 0 0 0 0 1 0',
  tritanopia: '1.255528 -0.076749 -0.178779 0 0 -0.078411 0.930809 0.147602 0 0 0.004733 0.691367 0.3039 0 0 0 0 0 1 0',
};

interface Canvas {
  readonly width: number;
  readonly height: number;
  /** Where the canvas's top left corner is on the page. */
  readonly left: number;
  readonly top: number;
  readonly pixels: Uint8Array;
}

type Summary = PlayView['summary'] & { readonly terrains: string[]; readonly objects: boolean[] };

/** The square of `size` pixels centred on `at` (page coordinates), as RGBA rows. */
function square(canvas: Canvas, at: Point, size: number): Uint8Array {
  const out = new Uint8Array(size * size * 4);
  const x0 = Math.round(at.x - canvas.left - size / 2);
  const y0 = Math.round(at.y - canvas.top - size / 2);
  for (let y = 0; y < size; y++) {
    const from = ((y0 + y) * canvas.width + x0) * 4;
    out.set(canvas.pixels.subarray(from, from + size * 4), y * size * 4);
  }
  return out;
}

/** The average of several cells' patterns. */
function average(patterns: readonly Pattern[]): Pattern {
  const mean = (pick: (p: Pattern) => number): number => patterns.reduce((total, p) => total + pick(p), 0) / patterns.length;
  return {
    mean: [mean((p) => p.mean[0]), mean((p) => p.mean[1]), mean((p) => p.mean[2])],
    directions: [mean((p) => p.directions[0]), mean((p) => p.directions[1]), mean((p) => p.directions[2]), mean((p) => p.directions[3])],
    busy: mean((p) => p.busy),
  };
}

/** The game's canvas as it is now. */
async function readCanvas(session: Session): Promise<Canvas> {
  const canvas: Canvas = await session.page.evaluate(() => {
    const element = document.querySelector('canvas') as HTMLCanvasElement;
    const rect = element.getBoundingClientRect();
    const data = (element.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, element.width, element.height).data;
    let text = '';
    for (let i = 0; i < data.length; i += 0x8000) text += String.fromCharCode(...data.subarray(i, i + 0x8000));
    return { width: element.width, height: element.height, left: rect.left, top: rect.top, pixels: btoa(text) };
  }).then((c) => ({ ...c, pixels: new Uint8Array(Buffer.from(c.pixels, 'base64')) }));
  return canvas;
}

/** A new four-player game at its first card: nothing on the map is lit or shaded, and the clouds have left it. */
async function firstCard(driver: Driver, session: Session): Promise<PlayView> {
  await newGameWith(driver, 4);
  await driver.clickButton({ key: 'setup.start' });
  const play = await playByClicks(driver, { choose: seededRandom(5), stop: (p) => p.summary.turnNumber === 1 && ['pick', 'option'].includes(p.summary.prompt) });
  if (!play) throw new Error('The game ended before its first card.');
  await driver.waitInPage('the clouds to leave the map', (v) => (v.view as PlayView).clouds === 0, null, 10_000);
  await session.page.mouse.move(2, 2);
  return play;
}

/** Every two terrains' colour and pattern distances under each vision, from the plain cells of `play`'s map. */
function terrainFigures(canvas: Canvas, play: PlayView): { figures: string[]; far: string[]; lowest: Map<Vision, number> } {
  // Terrains: the plain cells of each (no village, no thing drawn on it, no X), their inner 60%.
  const summary = play.summary as Summary;
  const cellSize = Math.hypot((play.cells[1] as Point).x - (play.cells[0] as Point).x, (play.cells[1] as Point).y - (play.cells[0] as Point).y);
  const side = Math.floor(cellSize * 0.6);
  const marked = new Set(summary.marked.flat());
  const terrains = ['prairie', 'water', 'desert', 'mountain'];
  const far: string[] = [];
  const figures: string[] = [];
  const lowest = new Map<Vision, number>();
  for (const vision of VISIONS) {
    const patterns = terrains.map((terrain) => {
      const cells = summary.terrains.flatMap((t, cell) => (t === terrain && !summary.objects[cell] && !marked.has(cell) ? [cell] : []));
      expect(cells.length, terrain).toBeGreaterThan(10);
      const each = cells.map((cell) => patternOf(square(canvas, play.cells[cell] as Point, side), side, side, vision));
      // The measure's own noise: one half of a terrain's cells against the other stays well under the bar.
      const noise = patternDistance(average(each.filter((_, i) => i % 2 === 0)), average(each.filter((_, i) => i % 2 === 1)));
      figures.push(`${vision} ${terrain} against itself: pattern ${noise.toFixed(2)}`);
      expect(noise, `${terrain} against itself (${vision})`).toBeLessThan(DISTINCT_PATTERNS / 2);
      return average(each);
    });
    for (let i = 0; i < terrains.length; i++) {
      for (let j = i + 1; j < terrains.length; j++) {
        const [one, other] = [patterns[i] as Pattern, patterns[j] as Pattern];
        const colour = deltaE(one.mean, other.mean);
        const pattern = patternDistance(one, other);
        figures.push(`${vision} ${terrains[i]}/${terrains[j]}: ΔE00 ${colour.toFixed(1)}, pattern ${pattern.toFixed(2)}`);
        if (colour < DISTINCT_COLOURS && pattern < DISTINCT_PATTERNS) far.push(figures.at(-1) as string);
        lowest.set(vision, Math.min(lowest.get(vision) ?? Infinity, pattern));
      }
    }
  }
  return { figures, far, lowest };
}

test('terrains and players stay apart in greyscale and for protanopia, deuteranopia and tritanopia', async () => {
  const session = await openPage(inject('baseUrl'), 'colour-vision', { viewport: 'desktop' });
  try {
    const driver = new Driver(session);
    const play = await firstCard(driver, session);

    const canvas = await readCanvas(session);
    expect(canvas.width).toBe(1280);
    const { figures, far, lowest } = terrainFigures(canvas, play);
    console.log(figures.join('\n'));
    expect(far, 'terrains told apart neither by colour nor by pattern').toEqual([]);

    // Players: each seat's colour is on screen (its badge and frame), and the palette stays apart.
    const drawn = (colour: Rgb): number => {
      let count = 0;
      for (let i = 0; i < canvas.pixels.length; i += 4) {
        const [r, g, b] = [canvas.pixels[i] as number, canvas.pixels[i + 1] as number, canvas.pixels[i + 2] as number];
        if (Math.abs(r - colour[0]) + Math.abs(g - colour[1]) + Math.abs(b - colour[2]) <= 6) count++;
      }
      return count;
    };
    for (const colour of SEAT_COLORS) expect(drawn(rgbOf(colour)), `#${colour.toString(16)} on screen`).toBeGreaterThan(40);
    for (const vision of VISIONS) expect(closestPair(SEAT_COLORS.map(rgbOf), vision).deltaE, vision).toBeGreaterThanOrEqual(DISTINCT_COLOURS);

    // The scene through each simulation, for a person to look at.
    await session.shot('play');
    for (const [vision, matrix] of Object.entries(FILTERS)) {
      await session.page.evaluate(
        ({ vision, matrix }) => {
          document.getElementById('vision-filter')?.remove();
          const holder = document.createElement('div');
          holder.id = 'vision-filter';
          holder.innerHTML = `<svg width="0" height="0" style="position:absolute"><filter id="vision-${vision}" color-interpolation-filters="linearRGB"><feColorMatrix type="matrix" values="${matrix}"/></filter></svg>`;
          document.body.append(holder);
          (document.querySelector('canvas') as HTMLCanvasElement).style.filter = `url(#vision-${vision})`;
        },
        { vision, matrix },
      );
      await session.page.screenshot({ path: join(session.dir, `play-${vision}-1280x800.png`) });
    }

    // Colour-blind mode: the terrains' stronger marks tell every two apart by drawing alone, by a
    // wide margin, for the players whose colours meet.
    await session.page.evaluate(() => {
      localStorage.setItem('explorers.colourBlind', 'on');
      localStorage.removeItem('explorers.savedGame');
    });
    await session.reload();
    const strongPlay = await firstCard(driver, session);
    const strong = terrainFigures(await readCanvas(session), strongPlay);
    console.log(strong.figures.join('\n'));
    expect(strong.far).toEqual([]);
    for (const vision of ['greyscale', 'protanopia', 'deuteranopia'] as const) {
      expect(strong.lowest.get(vision), `${vision}: lowest pattern distance, ${lowest.get(vision)?.toFixed(2)} without the mode`).toBeGreaterThanOrEqual(STRONG_PATTERNS);
    }
    await session.shot('play-colour-blind');
    expect(session.problems).toEqual([]);
  } finally {
    await session.close();
  }
});
