/**
 * What the views and the host share about the player beyond its item: audio mode, seeks asked from outside, the
 * content height, the audio rendition the MP3 holds.
 */
import type { StateCreator } from 'zustand';

export interface PlayerSlice {
  /** Audio-only playback: the player follows this flag, keeping time, rate and play state. */
  audioMode: boolean;
  setAudioMode: (on: boolean) => void;
  /** A seek asked for outside the player (the assistant's time buttons, the transcript's cues); the player follows it. */
  seekRequest: { seconds: number; id: number } | null;
  requestSeek: (seconds: number) => void;
  /** Where playback is, in seconds, as the player reports it (timeupdate, seeks): the transcript follows it. */
  playbackTime: number;
  setPlaybackTime: (seconds: number) => void;
  /** The page's own content height in CSS px while it has one (the audio bar), 0 when the video fills the frame. */
  contentHeight: number;
  setContentHeight: (height: number) => void;
  /**
   * The name of the master's default audio rendition, the one the item's MP3 holds, when the master has several
   * (Download names the MP3's language then); null with one or none.
   */
  mainAudioRendition: string | null;
  setMainAudioRendition: (name: string | null) => void;
}

export const createPlayerSlice: StateCreator<PlayerSlice, [], [], PlayerSlice> = (set) => ({
  audioMode: false,
  setAudioMode: (audioMode) => set({ audioMode }),
  seekRequest: null,
  requestSeek: (seconds) => set((state) => ({ seekRequest: { seconds, id: (state.seekRequest?.id ?? 0) + 1 } })),
  playbackTime: 0,
  setPlaybackTime: (playbackTime) => set({ playbackTime }),
  contentHeight: 0,
  setContentHeight: (contentHeight) => set({ contentHeight }),
  mainAudioRendition: null,
  setMainAudioRendition: (mainAudioRendition) => set({ mainAudioRendition }),
});
