// How to play: a game's rules on a few pages (its HowToBook, see contract.ts), each with a
// picture the game draws. Arrow keys, the buttons or a swipe turn the pages.
import Phaser from 'phaser';
import type { HowToBook } from '../../games/contract';
import { Button } from '../../ui/button';
import { onLanguageChange } from '../../platform/i18n';
import { watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import type { HowToData } from './howto-entry';
import { SceneKeys } from '../../platform/scene-keys';

const NAV = 64;
const SWIPE = 60;
/** The body's size on a phone, and the least height its picture keeps there when the text is large. */
const BODY_PORTRAIT = 16;
const MIN_PICTURE_PORTRAIT = 150;

export class HowToScene extends Phaser.Scene {
  private book!: HowToBook;
  private page = 0;
  private heading!: LocalizedText;
  private body!: LocalizedText;
  private counter!: LocalizedText;
  private previous!: Button;
  private next!: Button;
  private picture!: Phaser.GameObjects.Container;
  private layout: Layout | null = null;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };

  constructor() {
    super(SceneKeys.HowTo);
  }

  /** Opened through openHowTo (howto-entry.ts), with the book loaded. */
  init(data: HowToData): void {
    this.book = data.book;
  }

  create(): void {
    this.page = 0;
    const pages = this.book.pages;
    const frame = new ScreenFrame(this, { title: 'howto.title', onBack: () => goTo(this, SceneKeys.Menu) });
    this.picture = this.add.container(0, 0);
    this.heading = addText(this, 0, 0, this.pageKey('title'), undefined, textStyle('heading', { fontSize: '30px' }));
    this.body = addText(this, 0, 0, this.pageKey('text'), undefined, textStyle('body'));
    this.counter = addText(this, 0, 0, 'howto.page', { page: 1, count: pages.length }, textStyle('label')).setOrigin(0.5);
    this.previous = new Button(this, 0, 0, { label: 'howto.previous', icon: 'back', variant: 'plain', width: 190, onClick: () => this.turn(-1) });
    this.next = new Button(this, 0, 0, { label: 'howto.next', icon: 'play', variant: 'primary', width: 190, onClick: () => this.turn(1) });
    this.input.keyboard?.on('keydown-LEFT', () => this.turn(-1));
    this.input.keyboard?.on('keydown-RIGHT', () => this.turn(1));
    this.input.on(Phaser.Input.Events.POINTER_UP, (pointer: Phaser.Input.Pointer) => {
      const dx = pointer.upX - pointer.downX;
      if (Math.abs(dx) > SWIPE * (this.layout?.zoom ?? 1) && Math.abs(dx) > 2 * Math.abs(pointer.upY - pointer.downY)) this.turn(dx < 0 ? 1 : -1);
    });
    watchLayout(this, (layout) => {
      this.layout = layout;
      this.area = frame.layout(layout);
      this.render();
    });
    // After the texts (subscribed first) have changed: the picture goes where the new body ends.
    const unsubscribe = onLanguageChange(() => this.render());
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, unsubscribe);
    fadeIn(this);
  }

  /** For the end-to-end tests: the page shown, from 1, and its id. */
  testView(): unknown {
    return { page: this.page + 1, pages: this.book.pages.length, id: this.book.pages[this.page] };
  }

  /** The i18n key of the current page's title or text. */
  private pageKey(part: 'title' | 'text'): string {
    const book = this.book;
    return `${book.keyPrefix}${book.pages[this.page] ?? ''}.${part}`;
  }

  private turn(step: number): void {
    const next = Phaser.Math.Clamp(this.page + step, 0, this.book.pages.length - 1);
    if (next === this.page) return;
    this.page = next;
    this.render();
  }

  private render(): void {
    const layout = this.layout;
    const book = this.book;
    if (!layout) return;
    const page = book.pages[this.page] ?? '';
    const area = this.area;
    const portrait = layout.portrait;
    this.heading.setKey(this.pageKey('title'));
    this.body.setKey(this.pageKey('text'));
    this.counter.setParams({ page: this.page + 1, count: book.pages.length });
    this.previous.setEnabled(this.page > 0);
    this.next.setEnabled(this.page < book.pages.length - 1);
    const drawPicture = (box: Rect): void => {
      this.picture.removeAll(true);
      book.drawPicture(this, this.picture, page, box, portrait);
    };

    const navY = area.y + area.height - NAV / 2 + 6;
    // Portrait: arrows only, the page counter between them.
    const navButton = portrait ? 96 : 200;
    this.previous.setLabelVisible(!portrait).setButtonSize(navButton).setPosition(area.x + navButton / 2, navY);
    this.next.setLabelVisible(!portrait).setButtonSize(navButton).setPosition(area.x + area.width - navButton / 2, navY);
    this.counter.setPosition(area.x + area.width / 2, navY);

    const contentBottom = area.y + area.height - NAV - 8;
    if (portrait) {
      this.heading.setPosition(area.x, area.y).setWordWrapWidth(area.width, true).setBaseFontSize(24);
      // Larger text gives way, down to the usual size, before the picture gets too small to read.
      for (let px = BODY_PORTRAIT; ; px--) {
        this.body.setPosition(area.x, area.y + this.heading.height + 8).setWordWrapWidth(area.width, true).setBaseFontSize(px);
        if (this.body.y + this.body.height + 12 + MIN_PICTURE_PORTRAIT <= contentBottom || this.body.baseSize <= BODY_PORTRAIT) break;
      }
      const top = this.body.y + this.body.height + 12;
      drawPicture({ x: area.x, y: top, width: area.width, height: Math.max(80, contentBottom - top) });
    } else {
      const pictureWidth = Math.min(460, area.width * 0.42);
      const textX = area.x + pictureWidth + 40;
      const textWidth = area.x + area.width - textX;
      this.heading.setPosition(textX, area.y + 8).setWordWrapWidth(textWidth, true).setBaseFontSize(30);
      this.body.setPosition(textX, this.heading.y + this.heading.height + 14).setWordWrapWidth(textWidth, true).setBaseFontSize(20);
      drawPicture({ x: area.x, y: area.y, width: pictureWidth, height: contentBottom - area.y });
    }
  }
}
