import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './transcript-panel.css';
import { useAppStore } from '@/store/app-store';
import { PanelLoading } from '@/ui/spinner';
import { TranscriptCue } from './transcript-cues';
import { activeCueIndex, countMatches } from './transcript-search';
import { useFollowCue } from './use-follow-cue';

/** 'Transcrição': the item's captions as text that follows playback, with search; a cue seeks there. */
export function TranscriptPanel() {
  const { t } = useTranslation();
  const tracks = useAppStore((state) => state.item?.legendas ?? []);
  const language = useAppStore((state) => state.transcriptLanguage);
  const setLanguage = useAppStore((state) => state.setTranscriptLanguage);
  const loadTranscript = useAppStore((state) => state.loadTranscript);
  const requestSeek = useAppStore((state) => state.requestSeek);
  const track = tracks.find((candidate) => candidate.srclang === language) ?? tracks.find((c) => c.default) ?? tracks[0];
  const transcript = useAppStore((state) => (track ? state.transcripts[track.src] : undefined));
  const time = useAppStore((state) => state.playbackTime);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const listRef = useRef<HTMLOListElement>(null);
  const ids = { language: useId(), search: useId() };

  useEffect(() => {
    if (track) void loadTranscript(track.src);
  }, [track, loadTranscript]);

  const cues = useMemo(() => (transcript?.status === 'ready' ? transcript.cues : []), [transcript]);
  const active = activeCueIndex(cues, time);
  const searching = deferredQuery.trim() !== '';
  const matches = useMemo(
    () =>
      countMatches(
        cues.map((cue) => cue.text),
        deferredQuery,
      ),
    [cues, deferredQuery],
  );
  useFollowCue(listRef, active, searching);

  return (
    <div className="transcript">
      <div className="transcript-tools">
        {tracks.length > 1 ? (
          <div className="transcript-field">
            <label htmlFor={ids.language}>{t('transcript_language')}</label>
            <select id={ids.language} value={track?.srclang} onChange={(event) => setLanguage(event.target.value)}>
              {tracks.map((option) => (
                <option key={option.srclang} value={option.srclang}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="transcript-field">
          <label className="visually-hidden" htmlFor={ids.search}>
            {t('transcript_search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={query}
            placeholder={t('transcript_search')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <p className="transcript-count" role="status">
          {searching ? (matches ? t('transcript_matches', { count: matches }) : t('transcript_no_matches')) : ''}
        </p>
      </div>
      {!transcript || transcript.status === 'loading' ? (
        <PanelLoading text={t('transcript_loading')} />
      ) : transcript.status === 'failed' ? (
        <div className="panel-status" role="alert">
          <p>{t('transcript_failed')}</p>
          <button type="button" onClick={() => track && void loadTranscript(track.src)}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ol ref={listRef} className="transcript-cues" lang={track?.srclang} aria-label={t('transcript_title')}>
          {cues.map((cue, index) => (
            <TranscriptCue key={index} cue={cue} active={index === active} query={deferredQuery} onSeek={requestSeek} />
          ))}
        </ol>
      )}
    </div>
  );
}
