/**
 * 'Continuar de 0:50': the position of a saved view that came after the first frame (store/item-slice.ts),
 * offered over the video rather than jumped to (taking it plays from there). The offer stands until the viewer
 * takes it, closes it, plays up to it or the video ends; while it stands, the saved position stays the offered
 * one (progress-slice.ts). It shows and hides with the controls (resume-offer.css), and its live region
 * announces it.
 */
import './resume-offer.css';
import { clockTime } from '@/i18n/clock-time';
import type { PlayerItem } from '@/services/api-contract';
import { useAppStore } from '@/store/app-store';
import { RESUME_MARGIN_SECONDS, resumePosition } from '../resume-position';
import type { VideoJsPlayer } from '../video-js-player';

function button(className: string, label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = label;
  element.addEventListener('click', onClick);
  return element;
}

/** Offers this item's late saved position whenever the store holds one; returns the detacher. */
export function offerLateResume(player: VideoJsPlayer, item: PlayerItem): () => void {
  const root = player.el() as HTMLElement;
  const region = document.createElement('div');
  region.className = 'sp-resume-offer';
  region.setAttribute('aria-live', 'polite');
  root.appendChild(region);
  let offered: number | null = null;

  const end = (): void => {
    if (offered === null) return;
    offered = null;
    // The focus was on the offer: it goes to the player, not to the page's body.
    if (region.contains(document.activeElement)) root.focus({ preventScroll: true });
    region.replaceChildren();
    player.off(['timeupdate', 'ended'], follow);
    useAppStore.getState().endResumeOffer();
  };
  const reached = (): boolean => offered !== null && (player.currentTime() ?? 0) >= offered - RESUME_MARGIN_SECONDS;
  function follow(event?: { type: string }): void {
    if (event?.type === 'ended' || reached()) end();
  }
  const offer = (saved: number): void => {
    const position = resumePosition(saved, player.duration() ?? 0);
    if (position === null) {
      useAppStore.getState().endResumeOffer();
      return;
    }
    offered = position;
    if (reached()) {
      end();
      return;
    }
    const take = button('sp-resume-offer-take', player.localize('Continuar de {1}', [clockTime(position)]), () => {
      player.currentTime(position);
      end();
      // To continue is to play (the press is the viewer's gesture).
      if (player.paused()) void player.play()?.catch(() => undefined);
    });
    const close = button('sp-resume-offer-close', '×', end);
    close.setAttribute('aria-label', player.localize('Close'));
    // The group names what 'Fechar' closes.
    const group = document.createElement('div');
    group.className = 'sp-resume-offer-group';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', player.localize('Continuar de onde parou'));
    group.append(take, close);
    region.replaceChildren(group);
    player.on(['timeupdate', 'ended'], follow);
  };
  const check = (): void => {
    const { item: current, resumeOffer } = useAppStore.getState();
    if (current === item && resumeOffer !== null && offered === null) {
      // The duration is known from the metadata on.
      if (Number.isFinite(player.duration()) && (player.duration() ?? 0) > 0) offer(resumeOffer);
      else player.one('loadedmetadata', check);
    }
  };
  check();
  const unsubscribe = useAppStore.subscribe((state, previous) => {
    if (state.resumeOffer !== previous.resumeOffer) check();
  });
  return () => {
    unsubscribe();
    player.off('loadedmetadata', check);
    player.off(['timeupdate', 'ended'], follow);
    region.remove();
  };
}
