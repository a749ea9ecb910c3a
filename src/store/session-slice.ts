/**
 * The session's end while the video plays: the token expired and nothing in this tab can renew it (a direct
 * link, or a host without getToken). The video goes on (its media URLs are signed apart), but nothing reaches
 * the API any more, so the viewer is told once, without stopping them, and the host hears `token-expired`
 * (app/host-events.ts). Fed by the token's owner at boot (auth-token.ts onExpiry, onRenewed). Also the notice of a
 * save the API refused for good (a revoked key, or a 401 before the token's expiry that no host can turn): progress
 * is kept and tried again, the viewer told once.
 */
import type { StateCreator } from 'zustand';
import { SESSION_EXPIRED } from '@/services/api-errors';
import { runtime } from '@/services/runtime';
import type { ConfigSlice } from './config-slice';
import type { ItemSlice } from './item-slice';
import type { ToastSlice } from './toast-slice';

/** The notice while progress is being saved; the pt text is the notice's own, its other languages in the i18n files. */
export const SESSION_EXPIRED_UNSAVED =
  'Sua sessão expirou. O vídeo continua, mas seu progresso não está mais sendo salvo. Abra o vídeo novamente pelo seu portal.';

/**
 * The notice when the API refused a save for good (a revoked key, or a 401 the token's owner cannot turn: a direct
 * link, or a host whose session ended): pt's text; its other languages in the i18n files.
 */
export const PROGRESS_REFUSED =
  'Seu progresso não foi aceito e será enviado de novo. Se persistir, abra o vídeo pelo seu portal.';

export interface SessionSlice {
  /** The text key of what the viewer was told when the session expired mid-video, or null while it lasts. */
  sessionExpiredKey: string | null;
  /** The token expired with no way to renew it here (true), or a new one came (false). */
  setSessionExpired: (expired: boolean) => void;
  /** Whether the viewer was told that the API refused their token when saving progress (once a page). */
  progressRefused: boolean;
  /** The API refused a save's token and no host can hand over another: the viewer is told, once. */
  tellProgressRefused: () => void;
}

type Deps = SessionSlice & ToastSlice & Pick<ConfigSlice, 'config'> & Pick<ItemSlice, 'playerFailure'>;

export const createSessionSlice: StateCreator<Deps, [], [], SessionSlice> = (set, get) => ({
  sessionExpiredKey: null,
  progressRefused: false,
  tellProgressRefused: () => {
    // An expiry's notice, or a failure screen, already says so.
    if (get().progressRefused || get().sessionExpiredKey || get().playerFailure) return;
    set({ progressRefused: true });
    get().showToast({ Mensagem: PROGRESS_REFUSED, Severidade: 1, Posicao: 'top' }, 'progress_refused');
  },
  setSessionExpired: (expired) => {
    if (!expired) return set({ sessionExpiredKey: null });
    // A failure screen already says why (the item never came): no notice over it.
    if (get().sessionExpiredKey || get().playerFailure) return;
    // Only where progress was being saved does the notice speak of it; the catalogue's sentence otherwise.
    const saving = Boolean(get().config?.SALVAR_VISUALIZACAO) && !runtime().launch.preview;
    const textKey = saving ? 'session_expired_unsaved' : 'token_expired';
    set({ sessionExpiredKey: textKey });
    // The widget's notices style (as cmi5's 'not recorded' one): polite, at the top, with its close button.
    get().showToast({ Mensagem: saving ? SESSION_EXPIRED_UNSAVED : SESSION_EXPIRED, Severidade: 1, Posicao: 'top' }, textKey);
  },
});
