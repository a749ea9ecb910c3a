import { describe, expect, it } from 'vitest';
import { openLmsSession } from './lms-session';

/** A frame tree: `levels` windows, each the parent of the one before, the top one its own parent. */
function frames(levels: number, onTop: Record<string, unknown> = {}): Window {
  const top = { ...onTop, opener: null } as Record<string, unknown>;
  top['parent'] = top;
  let win = top;
  for (let level = 1; level < levels; level++) win = { parent: win, opener: null };
  return win as unknown as Window;
}

/** A frame whose window throws on any read, as a cross-origin one does. */
function crossOrigin(parent: Window): Window {
  return new Proxy({} as Window, {
    get: (_target, key) => {
      if (key === 'parent') return parent;
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    },
  });
}

describe('openLmsSession', () => {
  it('says there is no LMS runtime when no frame above, nor the opener, has one (the launch page then says so)', () => {
    expect(() => openLmsSession('1.2', frames(3))).toThrow('SCORM 1.2: no LMS runtime (API) found.');
    expect(() => openLmsSession('2004', frames(3))).toThrow(/SCORM 2004: no LMS runtime/);
  });

  it('looks past a cross-origin frame to the runtime above it', () => {
    const values: Record<string, string> = { 'cmi.core.student_id': 'ana', 'cmi.core.lesson_status': 'incomplete' };
    const api = {
      LMSInitialize: () => 'true',
      LMSGetValue: (element: string) => values[element] ?? '',
    };
    const top = frames(1, { API: api });
    const session = openLmsSession('1.2', { parent: crossOrigin(top), opener: null } as unknown as Window);
    expect(session.learnerId()).toBe('ana');
  });
});
