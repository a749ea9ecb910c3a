/** Tests only: the fake player as the statements read it, the subject they are about, and readers of what they say. */
import type { Statement } from '@xapi/xapi';
import { fakePlayer } from '../progress/fake-player';
import { VERBS, VIDEO_ACTIVITY_TYPE } from './video-statement';

/** The fake player, with what statements read: settings, text tracks and timers. */
export function statementPlayer() {
  const fake = fakePlayer(100);
  const tracks = new EventTarget();
  let rate = 1;
  Object.assign(fake.player, {
    one: (event: string, handler: () => void) =>
      (fake.player as unknown as { on(e: string, h: () => void): void }).on(event, handler),
    readyState: () => 0,
    ended: () => false,
    playbackRate: () => rate,
    volume: () => 0.8,
    muted: () => false,
    isFullscreen: () => false,
    textTracks: () => Object.assign(tracks, { length: 0 }),
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (id: number) => clearTimeout(id),
  });
  return { ...fake, setRate: (value: number) => (rate = value) };
}

export const subject = {
  actor: { objectType: 'Agent' as const, account: { homePage: 'https://api.example.com', name: 'aluno-1' } },
  object: {
    objectType: 'Activity' as const,
    id: 'https://api.example.com/videos/seguranca-senhas',
    definition: { type: VIDEO_ACTIVITY_TYPE, name: { 'pt-BR': 'Senhas fortes' } },
  },
  sessionId: '6f1f5d6c-3c1b-4d3e-9a54-7b0e5d8f2a11',
  threshold: 90,
};

export const verbOf = (statement: Statement): string =>
  Object.entries(VERBS).find(([, id]) => id === statement.verb.id)?.[0] ?? statement.verb.id;
export const result = (statement: Statement | undefined): Record<string, unknown> => statement?.result?.extensions ?? {};
