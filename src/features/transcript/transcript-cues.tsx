import { memo } from 'react';
import type { VttCue } from '@/services/webvtt';
import { matchSegments } from './transcript-search';

/** mm:ss (h:mm:ss past an hour) of a cue's start. */
export function cueTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const two = (n: number): string => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

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
        <span className="transcript-time">{cueTime(cue.start)}</span>
        <span className="transcript-text">
          {matchSegments(cue.text, query).map((segment, index) =>
            segment.match ? <mark key={index}>{segment.text}</mark> : segment.text,
          )}
        </span>
      </button>
    </li>
  );
});
