// Scene keys, the only names scenes use to start one another.
//
// API: `SceneKeys.Boot | Preload | Menu | Setup | Play | Scoring | HowTo | Settings | Credits`
//      `type SceneKey` — any of those values.
// Example: `this.scene.start(SceneKeys.Play, newGame)`.

export const SceneKeys = {
  Boot: 'Boot',
  Preload: 'Preload',
  Menu: 'Menu',
  Setup: 'Setup',
  Play: 'Play',
  Scoring: 'Scoring',
  HowTo: 'HowTo',
  Settings: 'Settings',
  Credits: 'Credits',
} as const;

export type SceneKey = (typeof SceneKeys)[keyof typeof SceneKeys];
