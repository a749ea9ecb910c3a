/** The way back to the course under a cmi5 launch that gives one: where it leads, and whether the learner is leaving. */
import type { StateCreator } from 'zustand';

export interface LessonExitSlice {
  /** The launch's returnURL (checked: http or https) once the cmi5 session is in; null where there is none. */
  lessonReturnUrl: string | null;
  offerLessonExit: (url: string | null) => void;
  /** The learner asked to leave: the last statements are going, then the frame goes to lessonReturnUrl. */
  leavingLesson: boolean;
  setLeavingLesson: (leaving: boolean) => void;
  /**
   * The frame was sent to lessonReturnUrl and stayed (it answered 204, or a download): leaving is over and the
   * exit is a plain link to the course, which the learner presses themselves.
   */
  lessonExitByLink: boolean;
  offerLessonExitLink: () => void;
}

export const createLessonExitSlice: StateCreator<LessonExitSlice, [], [], LessonExitSlice> = (set) => ({
  lessonReturnUrl: null,
  offerLessonExit: (lessonReturnUrl) => set({ lessonReturnUrl }),
  leavingLesson: false,
  setLeavingLesson: (leavingLesson) => set({ leavingLesson }),
  lessonExitByLink: false,
  offerLessonExitLink: () => set({ leavingLesson: false, lessonExitByLink: true }),
});
