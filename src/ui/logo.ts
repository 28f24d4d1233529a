// A game's logo: its picture from assets/sprites/ when that texture is loaded, otherwise its title
// in the display font; the title gives way to the picture at the first placing after the texture
// arrives. Either way it fits the width it is given.
import type Phaser from 'phaser';
import { addText } from './localized-text';
import { textStyle } from './theme';

/** Which picture a logo shows, and the i18n key of the title standing in for it. */
export interface LogoArt {
  readonly texture: string;
  readonly title: string;
}


export interface Logo {
  place(x: number, y: number, maxWidth: number): void;
  /** Fades it in or out over `ms` (at once when 0). */
  fade(visible: boolean, ms: number): void;
  readonly height: number;
  /** For the end-to-end test bridge: how opaque it is, and whether it is the picture or the title. */
  readonly look: { readonly alpha: number; readonly picture: boolean };
}

type View = Phaser.GameObjects.Image | Phaser.GameObjects.Text;

export function addLogo(scene: Phaser.Scene, art: LogoArt): Logo {
  const pictured = (): boolean => scene.textures.exists(art.texture);
  const draw = (): View =>
    pictured()
      ? scene.add.image(0, 0, art.texture)
      : addText(scene, 0, 0, art.title, undefined, textStyle('title', { fontSize: '96px', strokeThickness: 12 })).setOrigin(0.5);
  let view = draw();
  let isPicture = pictured();
  let shown = true;
  return {
    place(x, y, maxWidth) {
      if (!isPicture && pictured()) {
        isPicture = true;
        scene.tweens.killTweensOf(view);
        view.destroy();
        // A fade that was under way ends where it was going.
        view = draw().setAlpha(shown ? 1 : 0);
      }
      view.setScale(1);
      view.setScale(Math.min(1, maxWidth / view.width)).setPosition(x, y);
    },
    fade(visible, ms) {
      shown = visible;
      scene.tweens.killTweensOf(view);
      if (ms === 0) view.setAlpha(visible ? 1 : 0);
      else scene.tweens.add({ targets: view, alpha: visible ? 1 : 0, duration: ms, ease: 'Sine.easeInOut' });
    },
    get height() {
      return view.displayHeight;
    },
    get look() {
      return { alpha: view.alpha, picture: isPicture };
    },
  };
}
