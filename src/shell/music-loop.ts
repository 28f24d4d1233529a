/** The background music's two moods: one for the menus, one under a game. */
export const MUSIC_MOODS = ['menu', 'play'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

/**
 * Layout of each music-<mood>.mp3, shared by the script that writes it and the player that loops
 * it. A file holds one seamless loop of its mood's `loopSeconds`, preceded by the loop's last
 * `leadSeconds` and followed by its first `leadSeconds`: the encoder's start-up delay and end
 * padding then fall outside the loop, and any sample-exact stretch `loopSeconds` long inside the
 * file loops without a seam, whatever delay a browser's decoder adds.
 */
export const MUSIC_LOOP = { leadSeconds: 0.5, loopSeconds: { menu: 160, play: 160 } } as const satisfies {
  leadSeconds: number;
  loopSeconds: Readonly<Record<MusicMood, number>>;
};
