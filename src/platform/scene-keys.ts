// The shell's scene keys, the only names scenes use to start one another (a game's own scenes
// come with its definition's `scenes`).

export const SceneKeys = {
  Boot: 'Boot',
  Preload: 'Preload',
  Menu: 'Menu',
  HowTo: 'HowTo',
  Settings: 'Settings',
  Credits: 'Credits',
  History: 'History',
  Deals: 'Deals',
  Online: 'Online',
  Replay: 'Replay',
} as const;

export type SceneKey = (typeof SceneKeys)[keyof typeof SceneKeys];
