import { useState } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { OfflineBanner } from './offline-banner';
import { ToastHost } from './toast-host';
import { useOverlayKeys } from './use-overlay-keys';

const PLAYER_PATHS = /^\/(player|home|chat)?\/?$/;

/** The root screen: banner, page (with its transition), loading indicator and toasts. */
export function RootLayout() {
  const location = useLocation();
  // Material-style timing: 280 ms forward, 200 ms back (POP); iOS uses 540 ms (app.css).
  const direction = useNavigationType() === 'POP' ? 'back' : 'forward';
  // The player's paths are one screen: moving among them (e.g. to the chat) keeps the player mounted.
  const screen = PLAYER_PATHS.test(location.pathname) ? 'player' : location.pathname;
  // The first screen does not slide in: it takes over what boot already shows (the playing video).
  const [firstScreen] = useState(screen);
  const [navigated, setNavigated] = useState(false);
  if (screen !== firstScreen && !navigated) setNavigated(true);
  useOverlayKeys();
  return (
    <div className="app-root">
      <OfflineBanner />
      <div key={screen} className="page-transition" data-direction={navigated ? direction : undefined}>
        <Outlet />
      </div>
      <LoadingScreen />
      <ToastHost />
    </div>
  );
}
