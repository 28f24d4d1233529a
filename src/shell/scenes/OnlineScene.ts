// The online lobby: create a table (the game's own setup screen chooses the options and seats,
// this screen the turn timer) or join one by its code, with a name and a colour (a table's link
// opens on joining that table alone); then the table before the game: its code and link to share,
// the seats and who is here, and the host's Start. It moves on to the play screen when the game
// starts, or at once when a reload finds it running. Offline, it says so until the page is back online.
import Phaser from 'phaser';
import { NAME_MAX, normaliseCode } from '../../protocol/formats';
import type { SeatInfo, TableMessage, TurnTimer } from '../../protocol/protocol';
import type { AnyGame } from '../../games/contract';
import { GAMES, gameById } from '../../games/registry';
import { seatsFromTable } from '../online/table-seats';
import { seatName } from '../seat-names';
import { PEN_COLORS } from '../seats';
import { shownSeat } from '../shown-pen';
import { rememberedGame } from '../game-choice';
import { translate, type Message } from '../../platform/i18n';
import { JoinFailure, OnlineSession, type JoinProblem } from '../online/session';
import { linkReplayViewer, tableLink, withTable, type TableRole } from '../online/table-link';
import { announcedNetworkAddress, linkBase, type LinkBase } from '../online/network-address';
import { qrModules } from '../online/qr';
import { leaveTable } from '../online/leave';
import { Button } from '../../ui/button';
import { ChoiceRow } from '../../ui/choice-row';
import { showDialog } from '../../ui/dialog';
import { currentLayout, watchLayout, type Layout, type Rect } from '../../ui/layout';
import { addText, type LocalizedText } from '../../ui/localized-text';
import { ScreenFrame } from '../../ui/screen-frame';
import { SeatDot } from '../../ui/seat-dot';
import { TextField } from '../../ui/text-field';
import { COLORS, css, textStyle } from '../../ui/theme';
import { fadeIn, goTo } from '../../ui/transition';
import { SceneKeys } from '../../platform/scene-keys';
import type { OnlineData } from './online-entry';
import { openGameScene } from './game-entry';
import { prepareMusic } from '../audio';
import { showTableReplay } from '../replay/open-replay';
import { seatOrSpectatorReplay } from '../replay/table-replay';

/** `join`: a table's link was opened (only its join form); `offline`: the page has no network. */
type Mode = 'home' | 'join' | 'offline' | 'busy' | 'lobby';
type FormMode = 'home' | 'join';

const TIMER_CHOICES: readonly TurnTimer[] = ['off', 60, 120];
const ROW = 60;

const hex = (colour: number): string => css(colour);

const JOIN_COLOURS = PEN_COLORS.slice(0, Math.min(...GAMES.map((game) => game.players.max)));

export class OnlineScene extends Phaser.Scene {
  private mode: Mode = 'home';
  /** The forms this screen opened on: both, or a link's table only. */
  private forms: FormMode = 'home';
  /** Where the links to share start: the page's address, or its Network address. */
  private base!: LinkBase;
  private area: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private session: OnlineSession | null = null;
  private frame!: ScreenFrame;
  // home
  private home!: Phaser.GameObjects.Container;
  private divider!: Phaser.GameObjects.Graphics;
  private createTitle!: LocalizedText;
  private createText!: LocalizedText;
  private gameLabel!: LocalizedText;
  private games!: ChoiceRow<AnyGame>;
  private timerLabel!: LocalizedText;
  private timer!: ChoiceRow<TurnTimer>;
  private createButton!: Button;
  private joinTitle!: LocalizedText;
  private codeLabel!: LocalizedText;
  private codeField!: TextField;
  private nameLabel!: LocalizedText;
  private nameField!: TextField;
  private colourLabel!: LocalizedText;
  private swatches: Phaser.GameObjects.Arc[] = [];
  private colour: number = PEN_COLORS[1];
  private joinButton!: Button;
  private otherTables!: Button;
  private problem!: LocalizedText;
  // busy
  private busyText!: LocalizedText;
  // lobby
  private lobby!: Phaser.GameObjects.Container;
  private codeTitle!: LocalizedText;
  private linkText!: LocalizedText;
  private watchText!: LocalizedText;
  private copyButton!: Button;
  private copyWatchButton!: Button;
  private spectatorsText!: LocalizedText;
  private shareHint!: LocalizedText;
  private seatRows: { back: Phaser.GameObjects.Graphics; dot: SeatDot; name: LocalizedText; status: LocalizedText; toggle: Button }[] = [];
  private startButton!: Button;
  private waitText!: LocalizedText;
  /** The link as a QR code, for a phone's camera; its modules are made once per table. */
  private qr!: Phaser.GameObjects.Graphics;
  private qrCells: boolean[][] = [];

  constructor() {
    super(SceneKeys.Online);
  }

  create(data: OnlineData = {}): void {
    this.session = null;
    this.mode = 'home';
    this.base = linkBase(location.href, announcedNetworkAddress());
    this.seatRows = [];
    this.swatches = [];
    this.frame = new ScreenFrame(this, { title: 'online.title', onBack: () => this.back() });
    this.buildHome('code' in data ? (data.code ?? '') : '');
    this.busyText = addText(this, 0, 0, 'online.connecting', undefined, textStyle('subheading', { color: css(COLORS.inkSoft), align: 'center' })).setOrigin(0.5);
    this.buildLobby();
    watchLayout(this, (layout) => {
      this.area = this.frame.layout(layout);
      this.place(layout);
    });
    // A game may start from here: its music decoded ahead, at a quiet moment (music-mixer.ts).
    prepareMusic('play');
    fadeIn(this);
    this.followNetwork();
    this.forms = 'code' in data && data.code ? 'join' : 'home';
    if ('create' in data) void this.connect(() => OnlineSession.create(data.create));
    else if (data.code) void this.openLink(data.code, data.watch ? 'watch' : 'play');
    else this.showForms();
  }

  /**
   * A table's link: a finished table opens its replay (see linkReplayViewer); any other, its
   * table: watched by the watch link, else the seat this device holds, else the join form.
   */
  private async openLink(code: string, role: TableRole): Promise<void> {
    const memory = OnlineSession.memory();
    const viewer = linkReplayViewer(role, memory.seatToken(code), memory.reconnectionToken(code) !== null);
    if (viewer) {
      this.setMode('busy');
      const read = await seatOrSpectatorReplay(code, viewer.token);
      if (!this.scene.isActive()) return;
      // Whatever else the server says (a game this app lacks too), joining says it in the lobby's own words.
      if (read.ok && gameById(read.value.game)) return showTableReplay(this, read.value, SceneKeys.Menu);
    }
    if (role === 'watch') void this.connect(() => OnlineSession.watch(code));
    else if (OnlineSession.hasSeat(code)) void this.connect(() => OnlineSession.join(code, {}));
    else this.showForms();
  }

  /** The forms, or while the page is offline the word that it is (they come back with the network). */
  private showForms(forms: FormMode = this.forms): void {
    this.forms = forms;
    this.setMode(navigator.onLine ? forms : 'offline');
  }

  private followNetwork(): void {
    const changed = (): void => {
      if (this.mode === 'offline' || (!navigator.onLine && (this.mode === 'home' || this.mode === 'join'))) this.showForms();
    };
    globalThis.addEventListener('online', changed);
    globalThis.addEventListener('offline', changed);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      globalThis.removeEventListener('online', changed);
      globalThis.removeEventListener('offline', changed);
    });
  }

  // ---- building --------------------------------------------------------------------------------

  private buildHome(code: string): void {
    this.home = this.add.container(0, 0);
    this.divider = this.add.graphics();
    this.createTitle = addText(this, 0, 0, 'online.create.title', undefined, textStyle('subheading'));
    this.createText = addText(this, 0, 0, 'online.create.text', undefined, textStyle('body', { color: css(COLORS.inkSoft) }));
    this.gameLabel = addText(this, 0, 0, 'online.create.game', undefined, textStyle('label'));
    // The menu's game first; the table's own setup screen follows the choice.
    this.games = new ChoiceRow<AnyGame>(
      this,
      GAMES.map((game) => ({ value: game, label: game.nameKey })),
      rememberedGame(),
      () => undefined,
    );
    this.timerLabel = addText(this, 0, 0, 'online.create.timer', undefined, textStyle('label'));
    this.timer = new ChoiceRow(
      this,
      TIMER_CHOICES.map((value) => ({ value, label: value === 'off' ? 'online.timer.off' : 'online.timer.seconds', labelParams: { count: value === 'off' ? 0 : value } })),
      'off',
      () => undefined,
    );
    this.createButton = new Button(this, 0, 0, { label: 'online.create.button', icon: 'play', onClick: () => this.setUp() });
    this.joinTitle = addText(this, 0, 0, 'online.join.title', undefined, textStyle('subheading'));
    this.codeLabel = addText(this, 0, 0, 'online.join.code', undefined, textStyle('label'));
    this.codeField = new TextField(this, { value: code, maxLength: 12, label: 'online.join.code', placeholder: { key: 'online.join.codePlaceholder' }, onInput: () => this.codeField.setInvalid(false) });
    this.nameLabel = addText(this, 0, 0, 'online.join.name', undefined, textStyle('label'));
    this.nameField = new TextField(this, { value: '', maxLength: NAME_MAX, label: 'online.join.name', onInput: () => this.nameField.setInvalid(false) });
    this.colourLabel = addText(this, 0, 0, 'online.join.colour', undefined, textStyle('label'));
    // The colours every game has (the fewest seats any has): the table's game is not known yet.
    this.swatches = JOIN_COLOURS.map((colour) =>
      this.add
        .circle(0, 0, 18, colour)
        .setInteractive({ useHandCursor: true })
        .on(Phaser.Input.Events.POINTER_UP, () => this.pickColour(colour)),
    );
    this.pickColour(this.colour);
    this.joinButton = new Button(this, 0, 0, { label: 'online.join.button', icon: 'person', onClick: () => this.join() });
    this.otherTables = new Button(this, 0, 0, { label: 'online.join.otherTables', variant: 'plain', height: 44, onClick: () => this.showForms('home') });
    this.problem = addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { color: css(COLORS.danger) }));
    this.home.add([this.divider, this.createTitle, this.createText, this.gameLabel, ...this.games.objects, this.timerLabel, ...this.timer.objects, this.createButton, this.joinTitle, this.codeLabel, this.nameLabel, this.colourLabel, ...this.swatches, this.joinButton, this.otherTables, this.problem]);
  }

  private buildLobby(): void {
    this.lobby = this.add.container(0, 0);
    this.codeTitle = addText(this, 0, 0, 'online.lobby.code', { code: '' }, textStyle('heading', { color: css(COLORS.secondaryDark) })).setOrigin(0.5, 0);
    this.linkText = addText(this, 0, 0, 'online.lobby.playLink', { link: '' }, textStyle('small', { color: css(COLORS.inkSoft) })).setOrigin(0.5, 0);
    this.watchText = addText(this, 0, 0, 'online.lobby.watchLink', { link: '' }, textStyle('small', { color: css(COLORS.inkSoft) })).setOrigin(0.5, 0);
    this.copyButton = new Button(this, 0, 0, { label: 'online.lobby.copy', variant: 'secondary', height: 48, onClick: () => this.copyLink('play') });
    this.copyWatchButton = new Button(this, 0, 0, { label: 'online.lobby.copyWatch', variant: 'plain', height: 48, onClick: () => this.copyLink('watch') });
    this.spectatorsText = addText(this, 0, 0, 'online.lobby.spectators', { count: 0 }, textStyle('label', { color: css(COLORS.inkSoft) })).setOrigin(0.5, 0);
    this.shareHint = addText(this, 0, 0, 'online.lobby.share', undefined, textStyle('body', { color: css(COLORS.inkSoft), align: 'center' })).setOrigin(0.5, 0);
    this.startButton = new Button(this, 0, 0, { label: 'online.lobby.start', icon: 'play', onClick: () => this.session?.send('start') });
    this.waitText = addText(this, 0, 0, 'online.lobby.waitHost', undefined, textStyle('body', { color: css(COLORS.inkSoft), align: 'center' })).setOrigin(0.5);
    this.qr = this.add.graphics();
    this.lobby.add([this.qr, this.codeTitle, this.linkText, this.watchText, this.copyButton, this.copyWatchButton, this.shareHint, this.spectatorsText, this.startButton, this.waitText]);
  }

  private seatRow(index: number): OnlineScene['seatRows'][number] {
    let row = this.seatRows[index];
    if (row) return row;
    row = {
      back: this.add.graphics(),
      dot: new SeatDot(this, 14, 3),
      name: addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('body', { fontStyle: 'bold' })).setOrigin(0, 1),
      status: addText(this, 0, 0, 'common.verbatim', { text: '' }, textStyle('label', { color: css(COLORS.inkSoft) })).setOrigin(0, 0),
      toggle: new Button(this, 0, 0, { label: 'online.lobby.makeAi', icon: 'robot', variant: 'plain', height: 44, onClick: () => this.toggleSeat(index) }),
    };
    this.lobby.add([row.back, row.dot, row.name, row.status, row.toggle]);
    this.seatRows[index] = row;
    return row;
  }

  // ---- what the player does --------------------------------------------------------------------

  private pickColour(colour: number): void {
    this.colour = colour;
    this.swatches.forEach((swatch, i) => swatch.setStrokeStyle(JOIN_COLOURS[i] === colour ? 5 : 2, JOIN_COLOURS[i] === colour ? COLORS.focus : COLORS.white));
  }

  private join(): void {
    const code = normaliseCode(this.codeField.value);
    const name = this.nameField.value.trim();
    this.codeField.setInvalid(code === null);
    this.nameField.setInvalid(name === '');
    if (!code) return this.showProblem('online.join.badCode');
    if (!name) return this.showProblem('online.errors.badName');
    void this.connect(() => OnlineSession.join(code, { name, colour: hex(this.colour) }));
  }

  private async connect(open: () => Promise<OnlineSession>): Promise<void> {
    this.setMode('busy');
    try {
      const session = await open();
      if (!this.scene.isActive()) return session.leave();
      this.session = session;
      history.replaceState(null, '', withTable(location.href, session.code, session.watching ? 'watch' : 'play'));
      const listeners = [
        session.events.on('table', () => this.showTable()),
        session.events.on('game', () => this.showTable()),
        session.events.on('refused', (refusal) => this.showProblem(`online.refusals.${refusal.code}`)),
        session.events.on('connection', (connection) => connection === 'offline' && this.lost()),
      ];
      // The play screen takes the session over: only this screen's listeners go with it.
      this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => listeners.forEach((stop) => stop()));
      this.showTable();
    } catch (error) {
      this.failed(error instanceof JoinFailure ? error.problem : 'network');
    }
  }

  /** The chosen game's setup screen, for a table: it comes back here with the table to create. */
  private setUp(): void {
    openGameScene(this, this.games.value, 'setup', { online: { timer: this.timer.value } });
  }

  /** The table's game is on: its play screen (its screens loaded first). */
  private play(game: AnyGame, session: OnlineSession): void {
    openGameScene(this, game, 'play', { online: session });
  }

  private failed(problem: JoinProblem): void {
    // Back to both forms: the code may be what needs fixing.
    this.showForms('home');
    // The fields are page elements over the canvas: they would stand above the dialog.
    this.codeField.setVisible(false);
    this.nameField.setVisible(false);
    showDialog(this, {
      title: { key: 'online.errors.title' },
      message: { key: `online.errors.${problem}` },
      choices: [{ label: 'online.ok', onChoose: () => this.showForms() }],
    });
  }

  private lost(): void {
    showDialog(this, {
      title: { key: 'online.errors.title' },
      message: { key: 'online.errors.network' },
      choices: [{ label: 'online.ok', onChoose: () => this.session && leaveTable(this, this.session) }],
    });
  }

  private toggleSeat(index: number): void {
    const table = this.session?.table;
    const seat = table?.seats[index];
    const game = table && gameById(table.game);
    if (!seat || !game) return;
    // The AI is named now, in the host's language, and keeps that name for everyone.
    const name = translate(game.seats.defaultName(index, false));
    this.session?.send('seat', seat.kind === 'ai' ? { seat: index, kind: 'human' } : { seat: index, kind: 'ai', level: 'normal', name });
  }

  private copyLink(role: TableRole): void {
    const session = this.session;
    if (!session) return;
    const button = role === 'play' ? this.copyButton : this.copyWatchButton;
    void navigator.clipboard
      ?.writeText(tableLink(this.base.href, session.code, role))
      .then(() => button.setLabel('online.lobby.copied'))
      .catch(() => button.setLabel('online.lobby.copyFailed'));
  }

  private back(): void {
    if (this.session) leaveTable(this, this.session);
    else goTo(this, SceneKeys.Menu);
  }

  private showProblem(key: string): void {
    this.problem.setMessage({ key });
    if (this.mode === 'lobby') this.waitText.setMessage({ key }).setColor(css(COLORS.danger));
  }

  // ---- showing the table ------------------------------------------------------------------------

  private showTable(): void {
    const session = this.session;
    const table = session?.table;
    if (!session || !table) return;
    // The game is on (it started, or a reload found it running): to the play screen.
    const game = gameById(table.game);
    if (!game) return this.failed('unknownGame');
    if (table.phase !== 'lobby') {
      // A reload finds the game on: its view follows the table's news (still connecting till then).
      if (session.game) this.play(game, session);
      return;
    }
    if (this.mode !== 'lobby') this.setMode('lobby');
    const link = tableLink(this.base.href, table.code);
    if (this.codeTitle.params?.code !== table.code) this.qrCells = qrModules(link);
    this.codeTitle.setParams({ code: table.code });
    this.linkText.setParams({ link });
    this.watchText.setParams({ link: tableLink(this.base.href, table.code, 'watch') });
    // A link on this computer's own address opens on no other device: say what does.
    this.shareHint.setMessage({ key: this.base.local ? 'online.lobby.shareLocal' : 'online.lobby.share' });
    this.spectatorsText.setParams({ count: table.spectators }).setVisible(table.spectators > 0);
    const host = session.isHost;
    const names = seatsFromTable(table, game);
    table.seats.forEach((seat, i) => {
      const row = this.seatRow(i);
      const seated = seat.status === 'open' ? undefined : names[i];
      row.dot.show(seated ? shownSeat(seated.color, game) : { color: COLORS.disabled, symbol: null });
      row.name.setMessage(seat.status === 'open' ? { key: 'online.lobby.openSeat' } : seatName(names, i, game.seats.defaultName));
      row.status.setMessage(statusMessage(seat, table));
      row.toggle.setLabel(seat.kind === 'ai' ? 'online.lobby.makeOpen' : 'online.lobby.makeAi').setIcon(seat.kind === 'ai' ? 'person' : 'robot');
      row.toggle.setVisible(host && i !== table.you && (seat.kind === 'ai' || seat.status === 'open'));
    });
    const ready = table.seats.every((seat) => seat.kind === 'ai' || seat.status === 'present');
    this.startButton.setVisible(host).setEnabled(ready);
    this.waitText.setVisible(!host || !ready).setColor(css(COLORS.inkSoft)).setMessage({ key: host ? 'online.lobby.waitSeats' : 'online.lobby.waitHost' });
    this.place(currentLayout());
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    const forms = mode === 'home' || mode === 'join';
    this.home.setVisible(forms);
    // A link's table needs no code typed, and leaves creating a table aside.
    for (const part of [this.divider, this.createTitle, this.createText, this.gameLabel, ...this.games.objects, this.timerLabel, ...this.timer.objects, this.createButton, this.codeLabel]) part.setVisible(mode === 'home');
    this.codeField.setVisible(mode === 'home');
    this.nameField.setVisible(forms);
    this.otherTables.setVisible(mode === 'join');
    if (mode === 'join') this.joinTitle.setMessage({ key: 'online.lobby.code', params: { code: normaliseCode(this.codeField.value) ?? '' } });
    else this.joinTitle.setMessage({ key: 'online.join.title' });
    this.busyText.setVisible(mode === 'busy' || mode === 'offline');
    this.busyText.setMessage({ key: mode === 'offline' ? 'online.offline' : 'online.connecting' }).setColor(css(mode === 'offline' ? COLORS.danger : COLORS.inkSoft));
    this.lobby.setVisible(mode === 'lobby');
    this.frame.setTitle(mode === 'join' ? 'online.join.linkTitle' : mode !== 'lobby' ? 'online.title' : this.session?.watching ? 'online.watch.title' : 'online.lobby.title');
    this.place(currentLayout());
  }

  // ---- layout ----------------------------------------------------------------------------------

  private place(layout: Layout): void {
    const area = this.area;
    if (area.width === 0) return;
    this.busyText.setWordWrapWidth(Math.min(area.width, 640), true).setPosition(area.x + area.width / 2, area.y + area.height / 2);
    if (this.mode === 'home') this.placeHome(layout, area);
    if (this.mode === 'join') this.placeJoin(layout, area);
    if (this.mode === 'lobby') this.placeLobby(layout, area);
  }

  private placeHome(layout: Layout, area: Rect): void {
    const portrait = layout.portrait;
    const gap = portrait ? 22 : 56;
    const width = portrait ? area.width : (area.width - gap) / 2;
    const field = portrait ? 44 : 50;
    const heading = portrait ? 34 : 42;
    const buttonWidth = Math.min(width, 320);
    // Create: the words, the timer, the button.
    const x = area.x;
    let y = area.y;
    this.createTitle.setPosition(x, y);
    y += heading;
    this.createText.setWordWrapWidth(width, true).setPosition(x, y);
    y += this.createText.height + (portrait ? 6 : 20);
    // A phone holds both forms in one column: the rows sit closer there.
    const labelToRow = portrait ? 44 : 50;
    this.gameLabel.setPosition(x, y);
    y += labelToRow;
    this.games.place(x, y, width, 44);
    y += 22 + (portrait ? 8 : 18);
    this.timerLabel.setPosition(x, y);
    y += labelToRow;
    this.timer.place(x, y, width, 44);
    y += 22 + (portrait ? 10 : 26);
    this.createButton.setButtonSize(buttonWidth).setPosition(x + buttonWidth / 2, y + 28);
    y += 56;
    // Join: beside it in landscape, under it (past a rule) in portrait.
    const joinX = portrait ? area.x : area.x + width + gap;
    const divider = this.divider.clear().lineStyle(2, COLORS.paperEdge, 0.8);
    if (portrait) divider.lineBetween(area.x, y + gap / 2, area.x + area.width, y + gap / 2);
    else divider.lineBetween(area.x + width + gap / 2, area.y, area.x + width + gap / 2, area.y + area.height);
    y = portrait ? y + gap : area.y;
    this.joinTitle.setPosition(joinX, y);
    y += heading;
    const half = portrait ? width : (width - 16) / 2;
    const nameX = portrait ? joinX : joinX + half + 16;
    this.codeLabel.setPosition(joinX, y);
    this.codeField.place({ x: joinX, y: y + 26, width: half, height: field });
    if (portrait) y += field + 38;
    this.nameLabel.setPosition(nameX, y);
    this.nameField.place({ x: nameX, y: y + 26, width: half, height: field });
    y += field + 40;
    this.colourLabel.setPosition(joinX, y);
    y += portrait ? 42 : 46;
    this.swatches.forEach((swatch, i) => swatch.setPosition(joinX + 20 + i * 52, y));
    y += portrait ? 30 : 44;
    this.joinButton.setButtonSize(buttonWidth).setPosition(joinX + buttonWidth / 2, y + 28);
    this.problem.setWordWrapWidth(width, true).setPosition(joinX, y + 64);
  }

  /** A link's table: its code, name, colour and Join in one column, high enough for a thumb above a phone's keyboard. */
  private placeJoin(layout: Layout, area: Rect): void {
    const portrait = layout.portrait;
    const width = Math.min(area.width, 420);
    const x = area.x + (area.width - width) / 2;
    const field = portrait ? 44 : 50;
    let y = area.y + (portrait ? 8 : Math.max(0, area.height * 0.12));
    this.joinTitle.setPosition(x, y);
    y += portrait ? 44 : 56;
    this.nameLabel.setPosition(x, y);
    this.nameField.place({ x, y: y + 26, width, height: field });
    y += field + 40;
    this.colourLabel.setPosition(x, y);
    y += 46;
    this.swatches.forEach((swatch, i) => swatch.setPosition(x + 20 + i * 52, y));
    y += 44;
    this.joinButton.setButtonSize(width).setPosition(x + width / 2, y + 28);
    y += 64;
    this.problem.setWordWrapWidth(width, true).setPosition(x, y);
    this.otherTables.setButtonSize(width, 44).setPosition(x + width / 2, y + this.problem.height + 30);
  }

  private placeLobby(layout: Layout, area: Rect): void {
    const portrait = layout.portrait;
    const cx = area.x + area.width / 2;
    let y = area.y;
    this.codeTitle.setBaseFontSize(portrait ? 30 : 40).setPosition(cx, y);
    y += this.codeTitle.height + 4;
    // The links to play and to watch, each with its copy button (side by side).
    const linkWidth = portrait ? area.width : area.width - 2 * 200;
    this.linkText.fitWidth(linkWidth).setPosition(cx, y);
    y += this.linkText.height + 2;
    this.watchText.fitWidth(linkWidth).setPosition(cx, y);
    y += this.watchText.height + 10;
    // Side by side on a wide screen; one over the other on a phone, where two would cut their words.
    if (portrait) {
      const buttonWidth = Math.min(area.width, 300);
      this.copyButton.setButtonSize(buttonWidth, 44).setPosition(cx, y + 22);
      this.copyWatchButton.setButtonSize(buttonWidth, 44).setPosition(cx, y + 22 + 52);
      y += 106;
    } else {
      const buttonWidth = 260;
      this.copyButton.setButtonSize(buttonWidth, 48).setPosition(cx - 8 - buttonWidth / 2, y + 24);
      this.copyWatchButton.setButtonSize(buttonWidth, 48).setPosition(cx + 8 + buttonWidth / 2, y + 24);
      y += 58;
    }
    // A phone keeps its room for four seats, the spectators and Start: smaller words, lower rows.
    this.shareHint.setBaseFontSize(portrait ? 17 : 20).setWordWrapWidth(area.width, true).setPosition(cx, y);
    y += this.shareHint.height + 16;
    const listWidth = Math.min(area.width, 640);
    const left = cx - listWidth / 2;
    const toggleWidth = portrait ? 52 : 200;
    const rowHeight = portrait ? ROW - 6 : ROW;
    const rowStep = rowHeight + (portrait ? 6 : 8);
    this.seatRows.forEach((row, i) => {
      const top = y + i * rowStep;
      const mid = top + rowHeight / 2;
      row.back.clear().fillStyle(COLORS.paperShade, 0.7).fillRoundedRect(left, top, listWidth, rowHeight, 12);
      row.dot.setPosition(left + 26, mid);
      const textWidth = listWidth - 56 - (row.toggle.visible ? toggleWidth + 16 : 12);
      row.name.fitWidth(textWidth).setPosition(left + 50, mid + 2);
      row.status.fitWidth(textWidth).setPosition(left + 50, mid + 3);
      row.toggle.setLabelVisible(!portrait).setButtonSize(toggleWidth, 44).setPosition(left + listWidth - 8 - toggleWidth / 2, mid);
    });
    const footer = area.y + area.height - 30;
    this.startButton.setButtonSize(Math.min(area.width, 300)).setPosition(cx, footer);
    // The line above Start (the host's) or in its place.
    this.waitText.setWordWrapWidth(area.width, true);
    if (this.startButton.visible) this.waitText.setOrigin(0.5, 1).setPosition(cx, footer - 36);
    else this.waitText.setOrigin(0.5, 0.5).setPosition(cx, footer);
    const above = this.startButton.visible ? footer - 36 - this.waitText.height : footer - this.waitText.height / 2;
    // The QR code: in the corner beside the code on a wide screen, under the seats on a phone (if it fits).
    let listEnd = y + this.seatRows.length * rowStep;
    if (this.spectatorsText.visible) {
      this.spectatorsText.setPosition(cx, listEnd);
      listEnd += this.spectatorsText.height + 8;
    }
    if (portrait) {
      const size = Math.min(150, above - listEnd - 24);
      this.drawQr(cx - size / 2, listEnd + 8, size);
    } else this.drawQr(area.x + area.width - 180, area.y, 180);
  }

  /** The QR code on white, with the quiet zone of four modules that readers need; none if it would be too small to scan. */
  private drawQr(x: number, y: number, size: number): void {
    const g = this.qr.clear();
    const count = this.qrCells.length;
    const module = Math.floor(size / (count + 8));
    if (count === 0 || module < 2) return;
    const side = module * (count + 8);
    g.fillStyle(COLORS.white, 1).fillRoundedRect(x, y, side, side, 8);
    g.fillStyle(COLORS.ink, 1);
    this.qrCells.forEach((row, r) => row.forEach((dark, c) => dark && g.fillRect(x + (c + 4) * module, y + (r + 4) * module, module, module)));
  }

  /** Read by the end-to-end test bridge only (see test-bridge.ts), which lists the buttons itself. */
  testView(): unknown {
    const table = this.session?.table ?? null;
    return { mode: this.mode, game: table?.game ?? this.games.value.id, code: table?.code ?? null, you: table?.you ?? null, host: this.session?.isHost ?? false, seats: table?.seats ?? [], qrModules: this.qrCells.length, problem: this.problem.key === 'common.verbatim' ? null : this.problem.key };
  }
}

function statusMessage(seat: SeatInfo, table: TableMessage): Message {
  if (seat.kind === 'ai') return { key: 'online.status.ai', params: { level: { key: `levelsInline.${seat.level ?? 'normal'}` } } };
  if (seat.seat === table.you) return { key: 'online.status.you' };
  return { key: `online.status.${seat.status}` };
}
