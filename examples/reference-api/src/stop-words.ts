/** Words too common to find a passage by: Portuguese, English and Spanish, compared without accents. */
import { eng, por, spa } from 'stopword';

/** Lower case without diacritics, as the transcript index stores its terms. */
export const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const stopWords = new Set([...por, ...eng, ...spa].map(foldTerm));

/** Whether a folded term carries no meaning of its own for retrieval. */
export const isStopWord = (folded: string): boolean => stopWords.has(folded);
