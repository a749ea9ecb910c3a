/** The interactive transcript: each caption track's cues, loaded on first use, and the language shown. */
import type { StateCreator } from 'zustand';
import { loadChunk } from '@/services/chunk-loader';
import type { VttCue } from '@/services/webvtt';

/** One caption track's transcript: loading, loaded (cues) or failed. */
export type TranscriptState = { status: 'loading' } | { status: 'ready'; cues: VttCue[] } | { status: 'failed' };

export interface TranscriptSlice {
  /** By caption track URL. */
  transcripts: Record<string, TranscriptState>;
  /** The caption language the viewer picked for the transcript (srclang); null: the item's default track. */
  transcriptLanguage: string | null;
  setTranscriptLanguage: (srclang: string) => void;
  /** Loads a track's cues unless they are loaded or loading; a failed one is tried again. */
  loadTranscript: (src: string) => Promise<void>;
}

export const createTranscriptSlice: StateCreator<TranscriptSlice, [], [], TranscriptSlice> = (set, get) => ({
  transcripts: {},
  transcriptLanguage: null,
  setTranscriptLanguage: (transcriptLanguage) => set({ transcriptLanguage }),
  loadTranscript: async (src) => {
    const current = get().transcripts[src];
    if (current && current.status !== 'failed') return;
    const put = (state: TranscriptState): void => set((s) => ({ transcripts: { ...s.transcripts, [src]: state } }));
    put({ status: 'loading' });
    try {
      // Its code (and the WebVTT parser) loads on first use (the store is part of the first load), with the deadline of all code.
      const { fetchTranscript } = await loadChunk(() => import('./transcript-api'));
      put({ status: 'ready', cues: await fetchTranscript(src) });
    } catch {
      put({ status: 'failed' });
    }
  },
});
