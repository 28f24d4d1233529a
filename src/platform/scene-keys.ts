// Scene keys, the only names scenes use to start one another.

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
  Online: 'Online',
  TucanaSetup: 'TucanaSetup',
  TucanaPlay: 'TucanaPlay',
  TucanaScoring: 'TucanaScoring',
} as const;

export type SceneKey = (typeof SceneKeys)[keyof typeof SceneKeys];
