/**
 * Layout of music.mp3, shared by the script that writes it and the player that loops it.
 * The file holds one seamless loop of `loopSeconds`, preceded by the loop's last `leadSeconds`
 * and followed by its first `leadSeconds`: the encoder's start-up delay and end padding then
 * fall outside the loop, and any sample-exact stretch `loopSeconds` long inside the file loops
 * without a seam, whatever delay a browser's decoder adds.
 */
export const MUSIC_LOOP = { leadSeconds: 0.5, loopSeconds: 24 } as const;
