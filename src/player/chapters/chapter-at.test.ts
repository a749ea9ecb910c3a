import { describe, expect, it } from 'vitest';
import { chapterAt, chapterIndexAt } from './chapter-at';

const chapters = [
  { inicio: 0, titulo: 'Introdução' },
  { inicio: 8, titulo: 'Clorofila' },
  { inicio: 45, titulo: 'Calvin' },
];

describe('chapterAt', () => {
  it('names the chapter that has begun last', () => {
    expect(chapterAt(chapters, 0)?.titulo).toBe('Introdução');
    expect(chapterAt(chapters, 7.9)?.titulo).toBe('Introdução');
    expect(chapterAt(chapters, 8)?.titulo).toBe('Clorofila');
    expect(chapterAt(chapters, 500)?.titulo).toBe('Calvin');
  });

  it('names none before the first chapter or without chapters', () => {
    expect(chapterIndexAt([{ inicio: 5, titulo: 'Tarde' }], 1)).toBe(-1);
    expect(chapterAt([], 3)).toBeNull();
  });

  it('does not depend on the order the chapters are listed in', () => {
    expect(chapterAt([chapters[2]!, chapters[0]!, chapters[1]!], 10)?.titulo).toBe('Clorofila');
  });
});
