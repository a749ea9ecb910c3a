/** The item's narration, read from its WebVTT captions, and search over its cues. */
import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import type { CatalogEntry } from './catalog.ts';
import { mediaFile } from './catalog.ts';
import { foldTerm, isStopWord } from './stop-words.ts';

export interface Cue {
  id: number;
  start: number;
  text: string;
}

// WebVTT cue timings: hours are optional (`mm:ss.ttt` or `hh:mm:ss.ttt`), and may run past two digits.
const cueTime = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})[ \t]+-->/;

export function parseVtt(vtt: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of vtt.split(/\r?\n\r?\n/)) {
    const lines = block.split(/\r?\n/);
    const timing = lines.findIndex((line) => cueTime.test(line));
    const match = timing >= 0 ? cueTime.exec(lines[timing] ?? '') : null;
    if (!match) continue;
    const [h = 0, m = 0, s = 0, ms = 0] = match.slice(1).map((part) => Number(part ?? 0));
    const text = lines
      .slice(timing + 1)
      .join(' ')
      .trim();
    if (text) cues.push({ id: cues.length, start: h * 3600 + m * 60 + s + ms / 1000, text });
  }
  return cues;
}

/** mm:ss, as the widget turns it into a seek button. */
export function formatTimestamp(seconds: number): string {
  const whole = Math.floor(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export class Transcript {
  private readonly index = new MiniSearch<Cue>({
    fields: ['text'],
    storeFields: ['start', 'text'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { text: 1 } },
    // Stop words are left out of the index and of questions, so 'O que…' never finds the greeting.
    processTerm: (term) => {
      const folded = foldTerm(term);
      return isStopWord(folded) ? null : folded;
    },
  });

  constructor(readonly cues: readonly Cue[]) {
    this.index.addAll([...cues]);
  }

  static forEntry(entry: CatalogEntry): Transcript {
    const file = mediaFile(entry, 'captions.pt.vtt');
    return new Transcript(file ? parseVtt(readFileSync(file, 'utf8')) : []);
  }

  /** The cues most relevant to the question, best first; weak matches (under a third of the best) are left out. */
  search(question: string, limit = 3): Cue[] {
    const hits = this.index.search(question, { combineWith: 'OR' });
    const best = hits[0]?.score ?? 0;
    return hits
      .filter((hit) => hit.score >= best / 3)
      .slice(0, limit)
      .flatMap((hit) => this.cues.filter((cue) => cue.id === Number(hit.id)));
  }

  /** An extractive summary: the cues that share the most words with the whole narration. */
  summary(sentences = 4): Cue[] {
    const words = (text: string): string[] => (foldTerm(text).match(/\p{L}{4,}/gu) ?? []).filter((word) => !isStopWord(word));
    const frequency = new Map<string, number>();
    for (const cue of this.cues) for (const word of words(cue.text)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    const score = (cue: Cue): number => {
      const list = words(cue.text);
      return list.reduce((sum, word) => sum + (frequency.get(word) ?? 0), 0) / Math.max(1, list.length);
    };
    const best = new Set(
      [...this.cues]
        .sort((a, b) => score(b) - score(a))
        .slice(0, sentences)
        .map((cue) => cue.id),
    );
    return this.cues.filter((cue) => best.has(cue.id));
  }
}
