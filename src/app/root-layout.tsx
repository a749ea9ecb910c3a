import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from './loading-screen';
import { OfflineBanner } from './offline-banner';
import { ToastHost } from './toast-host';
import { useOverlayKeys } from './use-overlay-keys';

/** The root screen: banner, page (with its transition), loading indicator and toasts. */
export function RootLayout() {
  const location = useLocation();
  useOverlayKeys();
  return (
    <div className="app-root">
      <OfflineBanner />
      <div key={location.pathname} className="page-transition">
        <Outlet />
      </div>
      <LoadingScreen />
      <ToastHost />
    </div>
  );
}
