import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RootLayout } from './root-layout';

const playerPage = async () => ({ Component: (await import('@/player/player-page')).PlayerPage });
const chatPage = async () => ({ Component: (await import('@/app/chat-page')).ChatPage });

/** Routes of SPEC §4, all lazy: home and player → player page; '' and index.html → player; chat. */
export function createRouter(basename: string) {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        // The loading screen of index.html stays up while the first route's code loads.
        HydrateFallback: () => null,
        children: [
          { index: true, element: <Navigate to={{ pathname: 'player', search: location.search }} replace /> },
          { path: 'index.html', element: <Navigate to={{ pathname: '/player', search: location.search }} replace /> },
          { path: 'home', lazy: playerPage },
          { path: 'player', lazy: playerPage },
          { path: 'chat', lazy: chatPage },
          { path: '*', element: <Navigate to={{ pathname: '/player', search: location.search }} replace /> },
        ],
      },
    ],
    { basename },
  );
}
