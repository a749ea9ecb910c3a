import { useState } from 'react';
import { useAppStore } from '@/store/app-store';
import './audio-artwork.css';

/**
 * What the frame shows below the audio bar when the frame is taller than the bar (a fixed LMS iframe): the item's
 * poster, or a headphones mark where it has none or it does not load. Decorative: the title above says what plays.
 * In a frame the host sizes to the widget's content it has no room and shows nothing.
 */
export function AudioArtwork() {
  const audioMode = useAppStore((state) => state.audioMode);
  const poster = useAppStore((state) => state.item?.poster ?? null);
  const [failedPoster, setFailedPoster] = useState<string | null>(null);
  if (!audioMode) return null;
  return (
    <div className="sp-audio-artwork" aria-hidden="true">
      {poster && poster !== failedPoster ? (
        <img className="sp-audio-artwork-poster" src={poster} alt="" onError={() => setFailedPoster(poster)} />
      ) : (
        <span className="sp-audio-artwork-mark" />
      )}
    </div>
  );
}
