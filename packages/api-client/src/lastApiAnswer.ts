import { create } from 'zustand';

/** The last answer the API gave this page, as it came, for the Developer drawer. */
export interface LastApiAnswer {
  method: string;
  /** The path under the API base, with its query. */
  path: string;
  status: number;
  /** When the answer arrived (ISO 8601). */
  receivedAt: string;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
}

interface LastApiAnswerState {
  answer: LastApiAnswer | null;
  record: (answer: LastApiAnswer) => void;
}

/**
 * Keeps a reference to the latest API answer (spec/public-map.md §2, Developer drawer: "the last
 * raw API data"). Only the reference is kept, so a large answer costs nothing extra here.
 */
export const useLastApiAnswerStore = create<LastApiAnswerState>()((set) => ({
  answer: null,
  record: (answer) => set({ answer }),
}));
