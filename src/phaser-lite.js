// The part of Phaser the game uses, built from Phaser's own sources: the development server, the
// tests and the builds all alias 'phaser' to this file (see vite.config.ts), so the stock
// bundle's physics, tilemaps, particles, sound, bitmap text, video, shaders and the rest never
// ship. Types still come from the 'phaser' package. A Phaser API used in src/ but missing here
// would be `undefined` at run time: tests/e2e/phaser-api.test.ts fails on it; add it below (the
// class, and its factory when scenes create it through `this.add`).
import 'phaser/src/polyfills/requestVideoFrame.js';
// First: its render nodes require this index back, and break if one of them loads before it.
import Renderer from 'phaser/src/renderer/index.js';
import CONST from 'phaser/src/const.js';
import Extend from 'phaser/src/utils/object/Extend.js';

import Cameras2D from 'phaser/src/cameras/2d/index.js';
import Core from 'phaser/src/core/index.js';
import Data from 'phaser/src/data/index.js';
import Events from 'phaser/src/events/index.js';
import Game from 'phaser/src/core/Game.js';
import GameObjectEvents from 'phaser/src/gameobjects/events/index.js';
import DisplayList from 'phaser/src/gameobjects/DisplayList.js';
import GameObjectCreator from 'phaser/src/gameobjects/GameObjectCreator.js';
import GameObjectFactory from 'phaser/src/gameobjects/GameObjectFactory.js';
import UpdateList from 'phaser/src/gameobjects/UpdateList.js';
import Components from 'phaser/src/gameobjects/components/index.js';
import GameObject from 'phaser/src/gameobjects/GameObject.js';
import Container from 'phaser/src/gameobjects/container/Container.js';
import Graphics from 'phaser/src/gameobjects/graphics/Graphics.js';
import Image from 'phaser/src/gameobjects/image/Image.js';
import NineSlice from 'phaser/src/gameobjects/nineslice/NineSlice.js';
import Shape from 'phaser/src/gameobjects/shape/Shape.js';
import Arc from 'phaser/src/gameobjects/shape/arc/Arc.js';
import Rectangle from 'phaser/src/gameobjects/shape/rectangle/Rectangle.js';
import Text from 'phaser/src/gameobjects/text/Text.js';
import TileSprite from 'phaser/src/gameobjects/tilesprite/TileSprite.js';
import Zone from 'phaser/src/gameobjects/zone/Zone.js';
// Factories register `this.add.<name>` as they load.
import 'phaser/src/gameobjects/container/ContainerFactory.js';
import 'phaser/src/gameobjects/graphics/GraphicsFactory.js';
import 'phaser/src/gameobjects/image/ImageFactory.js';
import 'phaser/src/gameobjects/nineslice/NineSliceFactory.js';
import 'phaser/src/gameobjects/shape/arc/ArcFactory.js';
import 'phaser/src/gameobjects/shape/rectangle/RectangleFactory.js';
import 'phaser/src/gameobjects/text/TextFactory.js';
import 'phaser/src/gameobjects/tilesprite/TileSpriteFactory.js';
import 'phaser/src/gameobjects/zone/ZoneFactory.js';
import InputEvents from 'phaser/src/input/events/index.js';
import 'phaser/src/input/InputPlugin.js';
import 'phaser/src/input/keyboard/KeyboardPlugin.js';
import Pointer from 'phaser/src/input/Pointer.js';
import LoaderEvents from 'phaser/src/loader/events/index.js';
import LoaderPlugin from 'phaser/src/loader/LoaderPlugin.js';
// File types register `this.load.<type>` as they load.
import BinaryFile from 'phaser/src/loader/filetypes/BinaryFile.js';
import ImageFile from 'phaser/src/loader/filetypes/ImageFile.js';
import SVGFile from 'phaser/src/loader/filetypes/SVGFile.js';
import Clamp from 'phaser/src/math/Clamp.js';
import Vector2 from 'phaser/src/math/Vector2.js';
import Scale from 'phaser/src/scale/index.js';
import Scene from 'phaser/src/scene/Scene.js';
import Scenes from 'phaser/src/scene/index.js';
import TextureEvents from 'phaser/src/textures/events/index.js';
import Time from 'phaser/src/time/index.js';
import Tweens from 'phaser/src/tweens/index.js';

const Phaser = Extend(false, {
  Cameras: { Scene2D: Cameras2D },
  Core,
  Data,
  Events,
  Game,
  GameObjects: {
    Events: GameObjectEvents,
    DisplayList,
    GameObjectCreator,
    GameObjectFactory,
    UpdateList,
    Components,
    GameObject,
    Container,
    Graphics,
    Image,
    NineSlice,
    Shape,
    Arc,
    Rectangle,
    Text,
    TileSprite,
    Zone,
  },
  Input: { Events: InputEvents, Pointer },
  Loader: { Events: LoaderEvents, LoaderPlugin, FileTypes: { BinaryFile, ImageFile, SVGFile } },
  Math: { Clamp, Vector2 },
  Renderer,
  Scale,
  Scene,
  Scenes,
  Textures: { Events: TextureEvents },
  Time,
  Tweens,
}, CONST);

export default Phaser;
