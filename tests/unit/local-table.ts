// A game's table on one device for the controllers' tests, whatever the game: the controller with
// its AI run in-process and no pause before AI moves, what it saved and how often it discarded its
// save; and a loop playing the people's turns until the game is over.
import { createAiClient, type AiClient } from '../../src/shell/ai-client';
import { inlineRunner } from '../../src/shell/ai-inline';

interface TestDeps<Saved> {
  readonly ai: AiClient<never, never>;
  readonly save: (game: Saved) => void;
  readonly discardSave: () => void;
  readonly wait: () => Promise<void>;
}

type Opened<Controller> = { readonly ok: true; readonly value: Controller } | { readonly ok: false; readonly error: { readonly detail: string } };

export function openTestTable<Controller, Saved>(game: string, open: (deps: TestDeps<Saved>) => Opened<Controller>) {
  const saves: Saved[] = [];
  let discarded = 0;
  const opened = open({
    ai: createAiClient(game, inlineRunner),
    save: (saved) => saves.push(saved),
    discardSave: () => discarded++,
    wait: () => Promise.resolve(),
  });
  if (!opened.ok) throw new Error(opened.error.detail);
  return { controller: opened.value, saves, discarded: () => discarded };
}

export const tick = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A table's prompts every game has. */
interface Prompted {
  readonly prompt: string;
  confirm(): void;
  acceptHandover(): void;
}

/**
 * Plays until the game is over: each person takes the device and confirms their turn, and `answer`
 * takes the game's own prompts (false: nothing for a person to do, the AI seats think). Returns
 * how many turns were confirmed.
 */
export async function playUntilOver(controller: Prompted, answer: () => boolean, guard = 20_000): Promise<number> {
  let confirmed = 0;
  for (let i = 0; i < guard && controller.prompt !== 'over'; i++) {
    if (controller.prompt === 'handover') controller.acceptHandover();
    else if (controller.prompt === 'confirm') {
      controller.confirm();
      confirmed++;
    } else if (!answer()) await tick();
  }
  return confirmed;
}
