import { memo } from 'react';
import { clockTime } from '@/i18n/clock-time';
import type { VttCue } from '@/services/webvtt';
import { matchSegments } from './transcript-search';

interface TranscriptCueProps {
  cue: VttCue;
  active: boolean;
  query: string;
  onSeek: (seconds: number) => void;
}

/** One cue: a button that seeks to it (click or Enter), its text as text with the search's matches marked. */
export const TranscriptCue = memo(function TranscriptCue({ cue, active, query, onSeek }: TranscriptCueProps) {
  return (
    <li data-cue="">
      <button
        type="button"
        className="transcript-cue"
        aria-current={active ? 'true' : undefined}
        onClick={() => onSeek(cue.start)}
      >
        <span className="transcript-time">{clockTime(cue.start)}</span>
        <span className="transcript-text">
          {matchSegments(cue.text, query).map((segment, index) =>
            segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
          )}
        </span>
      </button>
    </li>
  );
});
