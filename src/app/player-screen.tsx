import { AudioArtwork } from './audio-artwork';
import { PlayerPage } from './player-page';
import { FeaturePanels } from './feature-panels';
import './player-screen.css';

/** The player route (also 'home' and 'chat'): the player, with the feature panels beside or over it. */
export function PlayerScreen() {
  return (
    <div className="player-screen">
      <PlayerPage />
      <AudioArtwork />
      <FeaturePanels />
    </div>
  );
}
