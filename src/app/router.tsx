import { createBrowserRouter, Navigate } from 'react-router-dom';
import { loadChunk } from '@/services/chunk-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// One component for player, home and chat, so moving between them keeps the player playing. Its code
// has boot's deadline (15 s) and failure path: the error element.
const playerScreen = async () => ({ Component: (await loadChunk(() => import('@/app/player-screen'))).PlayerScreen });

/** The player screen renders no outlet: its paths only tell it which panel is open. */
const NoOutlet = () => null;

/** The routes (docs/architecture.md), all lazy: home and player → player page; '' and index.html → player; chat. */
export function createRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <RouteError />,
        // The loading screen of index.html stays up while the first route's code loads.
        HydrateFallback: () => null,
        children: [
          { index: true, element: <Navigate to={{ pathname: 'player', search: location.search }} replace /> },
          { path: 'index.html', element: <Navigate to={{ pathname: '/player', search: location.search }} replace /> },
          // A layout route: moving between these paths keeps the one player screen (and its playback).
          {
            lazy: playerScreen,
            children: ['home', 'player', 'chat'].map((path) => ({ path, Component: NoOutlet })),
          },
          { path: '*', element: <Navigate to={{ pathname: '/player', search: location.search }} replace /> },
        ],
      },
    ],
    { basename },
  );
}
