/**
 * What the views and the host share about the player beyond its item: audio mode, seeks asked from outside, the
 * content height, the master's audio renditions.
 */
import type { StateCreator } from 'zustand';

/** One of the master's audio renditions, as the views outside the player name it. */
export interface AudioRenditionName {
  /** Its NAME in the master ('Português'), the one the 'Faixa de áudio' menu shows. */
  name: string;
  /** Its LANGUAGE (BCP 47), '' when the master gives none. */
  language: string;
  /** The master's default rendition: the one the item's MP3 holds. */
  main: boolean;
  /** An audio description of the picture. */
  describesVideo: boolean;
}

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
   * The master's audio renditions when it has several to choose from (Download then names the audio of its files);
   * empty with one or none.
   */
  audioRenditions: AudioRenditionName[];
  setAudioRenditions: (renditions: AudioRenditionName[]) => void;
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
  audioRenditions: [],
  setAudioRenditions: (audioRenditions) => set({ audioRenditions }),
});
