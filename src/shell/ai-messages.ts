// What the page asks an AI worker and what it answers: plain data, apart from the code that runs
// the AI (ai-run.ts loads every game through the registry), so the tables asking need not import it.
export interface AiRequest {
  readonly id: number;
  readonly game: string;
  readonly view: unknown;
  readonly level: string;
  readonly rng: number;
}

export type AiResponse =
  | { readonly id: number; readonly ok: true; readonly decision: { readonly action: unknown; readonly rng: number } }
  | { readonly id: number; readonly ok: false; readonly message: string };
