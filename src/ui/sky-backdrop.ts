// The menu screens' scenery: a sky, clouds drifting across and small floating islands (a strip of
// map cells on a rocky underside) bobbing gently. Pictures come from assets/sprites/ when loaded;
// otherwise shapes are drawn, so the scene never breaks.
import Phaser from 'phaser';
import type { Layout } from './layout';
import { addAmbientMotion } from '../platform/ambient-motion';
import { ornament, reducedMotion } from './motion';
import { showAtSize } from './raster';
import { COLORS } from './theme';

const CLOUD_TEXTURES = ['cloud-1', 'cloud-2', 'cloud-3'] as const;
const TERRAIN_TEXTURES = ['terrain-prairie', 'terrain-water', 'terrain-desert', 'terrain-mountain'] as const;
const TERRAIN_COLORS = [0x8cc152, 0x4fa3e0, 0xf2d27a, 0x9a8f86] as const;

/** Each island's strip of cells: terrain index per cell, and a few things on top. */
interface IslandPlan {
  readonly cells: readonly (readonly number[])[];
  readonly things: readonly { readonly row: number; readonly col: number; readonly texture: string }[];
}

const ISLANDS: readonly IslandPlan[] = [
  {
    cells: [
      [0, 0, 1, 1, 2],
      [0, 3, 3, 1, 2],
    ],
    things: [
      { row: 0, col: 1, texture: 'village' },
      { row: 1, col: 3, texture: 'obj-key' },
    ],
  },
  {
    cells: [
      [2, 2, 0, 0],
      [1, 2, 0, 3],
    ],
    things: [
      { row: 0, col: 2, texture: 'obj-temple' },
      { row: 1, col: 0, texture: 'obj-fish' },
    ],
  },
  {
    cells: [
      [3, 3, 0],
      [1, 1, 0],
    ],
    things: [{ row: 0, col: 2, texture: 'obj-horse' }],
  },
];

interface Cloud {
  readonly image: Phaser.GameObjects.Image | Phaser.GameObjects.Graphics;
  readonly texture: string;
  /** Height over width of the picture. */
  readonly aspect: number;
  readonly speed: number; // logical units per second
  readonly width: number;
  readonly heightShare: number; // vertical position as a share of the screen height
}

export interface BackdropOptions {
  readonly islands?: boolean;
}

export class SkyBackdrop {
  private readonly scene: Phaser.Scene;
  private readonly sky: Phaser.GameObjects.Image | Phaser.GameObjects.Graphics;
  private readonly clouds: Cloud[] = [];
  private readonly islands: Phaser.GameObjects.Container[] = [];
  private islandsOn = true;
  private width = 0;

  constructor(scene: Phaser.Scene, options: BackdropOptions = {}) {
    this.scene = scene;
    this.sky = scene.textures.exists('sky') ? scene.add.image(0, 0, 'sky').setOrigin(0) : scene.add.graphics();
    for (let i = 0; i < 5; i++) this.clouds.push(this.makeCloud(i));
    if (options.islands) ISLANDS.forEach((plan, i) => this.islands.push(this.makeIsland(plan, i)));
    addAmbientMotion(scene, (ms) => this.drift(ms));
  }

  layout(layout: Layout): void {
    this.width = layout.width;
    if (this.sky instanceof Phaser.GameObjects.Image) {
      // Cover the screen, keeping the picture's proportions.
      const picture = this.scene.textures.get('sky').getSourceImage();
      const scale = Math.max(layout.width / picture.width, layout.height / picture.height);
      showAtSize(this.sky, 'sky', picture.width * scale, picture.height * scale, layout.zoom);
      this.sky.setPosition(Math.round(((layout.width - picture.width * scale) / 2) * layout.zoom) / layout.zoom, 0);
    } else {
      this.sky
        .clear()
        .fillGradientStyle(COLORS.skyTop, COLORS.skyTop, COLORS.skyBottom, COLORS.skyBottom, 1)
        .fillRect(0, 0, layout.width, layout.height);
    }
    for (const cloud of this.clouds) {
      if (cloud.image instanceof Phaser.GameObjects.Image) showAtSize(cloud.image, cloud.texture, cloud.width, cloud.width * cloud.aspect, layout.zoom);
      cloud.image.setY(layout.height * cloud.heightShare);
      if (cloud.image.x > layout.width + cloud.width) cloud.image.setX(-cloud.width);
    }
    this.placeIslands(layout);
  }

  /** Shows or hides the floating islands (the menu shows them for the games they belong to). */
  showIslands(on: boolean): void {
    this.islandsOn = on;
    for (const island of this.islands) island.setVisible(on && island.getData('spot') === true);
  }

  /** Whether an island floats in the sky now (for the test bridge). */
  get islandsShown(): boolean {
    return this.islands.some((island) => island.visible);
  }

  private placeIslands(layout: Layout): void {
    // Portrait has no free sky beside the logo: two islands only, low down.
    const spots = layout.portrait
      ? [
          [0.16, 0.9, 0.5],
          [0.84, 0.84, 0.55],
        ]
      : [
          [0.12, 0.78, 0.9],
          [0.88, 0.72, 0.95],
          [0.86, 0.2, 0.7],
        ];
    this.islands.forEach((island, i) => {
      const spot = spots[i];
      island.setData('spot', spot !== undefined).setVisible(this.islandsOn && spot !== undefined);
      if (spot) island.setPosition(layout.width * (spot[0] as number), layout.height * (spot[1] as number)).setScale(spot[2] as number);
    });
  }

  private drift(delta: number): void {
    if (reducedMotion()) return;
    for (const cloud of this.clouds) {
      let x = cloud.image.x + (cloud.speed * delta) / 1000;
      if (x > this.width + cloud.width / 2) x = -cloud.width / 2;
      cloud.image.setX(x);
    }
  }

  private makeCloud(i: number): Cloud {
    const texture = CLOUD_TEXTURES[i % CLOUD_TEXTURES.length] as string;
    const width = 180 + ((i * 67) % 140);
    const image = this.scene.textures.exists(texture)
      ? this.scene.add.image(0, 0, texture).setAlpha(0.92)
      : this.scene.add
          .graphics()
          .fillStyle(COLORS.white, 0.9)
          .fillEllipse(0, 0, 240, 70)
          .fillEllipse(-50, -20, 110, 80)
          .fillEllipse(40, -28, 130, 90);
    if (image instanceof Phaser.GameObjects.Image) image.setScale(width / image.width);
    else image.setScale(width / 240);
    image.setX(((i * 331) % 1280) - 100);
    return { image, texture, aspect: image instanceof Phaser.GameObjects.Image ? image.height / image.width : 0.4, width, speed: 6 + ((i * 5) % 11), heightShare: 0.08 + ((i * 0.19) % 0.8) };
  }

  private makeIsland(plan: IslandPlan, i: number): Phaser.GameObjects.Container {
    const cell = 48;
    const columns = plan.cells[0]?.length ?? 1;
    const width = cell * columns;
    // The outer container is placed by `layout`; the inner one bobs, so a resize never fights the tween.
    const outer = this.scene.add.container(0, 0);
    const island = this.scene.add.container(0, 0);
    outer.add(island);
    if (this.scene.textures.exists('island-underside')) {
      const under = this.scene.add.image(0, cell * 2 - 6, 'island-underside').setOrigin(0.5, 0);
      under.setScale((width + 28) / under.width);
      island.add(under);
    } else {
      island.add(
        this.scene.add
          .graphics()
          .fillStyle(0x8a5a3b, 1)
          .fillTriangle(-width / 2 - 12, cell * 2 - 6, width / 2 + 12, cell * 2 - 6, 0, cell * 2 + width * 0.45),
      );
    }
    plan.cells.forEach((row, r) =>
      row.forEach((terrain, c) => {
        const x = -width / 2 + c * cell + cell / 2;
        const y = r * cell + cell / 2;
        const texture = TERRAIN_TEXTURES[terrain] as string;
        island.add(
          this.scene.textures.exists(texture)
            ? this.scene.add.image(x, y, texture).setDisplaySize(cell, cell)
            : this.scene.add.rectangle(x, y, cell, cell, TERRAIN_COLORS[terrain]),
        );
      }),
    );
    for (const thing of plan.things) {
      if (!this.scene.textures.exists(thing.texture)) continue;
      const x = -width / 2 + thing.col * cell + cell / 2;
      island.add(this.scene.add.image(x, thing.row * cell + cell / 2, thing.texture).setDisplaySize(cell, cell));
    }
    island.add(this.scene.add.graphics().lineStyle(3, 0x5b4632, 0.55).strokeRect(-width / 2, 0, width, cell * 2));
    ornament(this.scene, { targets: island, y: 10, duration: 2600 + i * 500, delay: i * 400 });
    return outer;
  }
}
