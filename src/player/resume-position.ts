/** Where to resume: the saved position, unless it is too close to either end to be worth it. */
export const RESUME_MARGIN_SECONDS = 5;

export function resumePosition(saved: number | null | undefined, duration: number): number | null {
  if (typeof saved !== 'number' || !Number.isFinite(saved) || !Number.isFinite(duration) || duration <= 0) return null;
  if (saved < RESUME_MARGIN_SECONDS || saved > duration - RESUME_MARGIN_SECONDS) return null;
  return saved;
}
