/**
 * Start-up stopped: a bad config, or code or the config that did not load. Plain DOM, in the entry,
 * because what failed may be the app's own code. Full screen while nothing plays; a bar over the top
 * when the first player already plays (the video goes on, the app's features wait for the retry).
 */
import './boot-failure.css';

export interface BootFailure {
  message: string;
  /** Offered only where trying again can succeed; called after the screen is gone. */
  retry?: { label: string; run: () => void };
  /** 'bar' keeps what plays visible; 'screen' replaces the loading screen. */
  variant?: 'screen' | 'bar';
}

const ID = 'boot-failure';

/** A bar while boot's first player shows its first frame (first-player.ts marks it), else the full screen. */
export const failureVariant = (doc: Document = document): 'screen' | 'bar' =>
  doc.querySelector('.sp-first-player.sp-first-frame') ? 'bar' : 'screen';

/** Shows the failure (replacing one already shown); the loading screen under it is hidden while it shows. */
export function showBootFailure(failure: BootFailure, doc: Document = document): void {
  hideBootFailure(doc);
  const variant = failure.variant ?? 'screen';
  const panel = doc.createElement(variant === 'screen' ? 'main' : 'div');
  panel.id = ID;
  panel.className = `boot-error boot-error-${variant}`;
  if (variant === 'screen') {
    const title = doc.createElement('h1');
    title.textContent = 'Sphere Player';
    panel.append(title);
  }
  // The message is announced; the screen itself is the page's main landmark.
  const text = doc.createElement('p');
  text.setAttribute('role', 'alert');
  text.textContent = failure.message;
  panel.append(text);
  const { retry } = failure;
  if (retry) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.textContent = retry.label;
    button.addEventListener('click', () => {
      hideBootFailure(doc);
      retry.run();
    });
    panel.append(button);
  }
  const loading = doc.querySelector<HTMLElement>('.loading-screen');
  if (variant === 'screen' && loading) loading.hidden = true;
  doc.body.append(panel);
  if (variant === 'screen') panel.querySelector('button')?.focus();
}

/** Removes the failure and shows the loading screen again (for a retry under way). */
export function hideBootFailure(doc: Document = document): void {
  doc.getElementById(ID)?.remove();
  const loading = doc.querySelector<HTMLElement>('.loading-screen');
  if (loading) loading.hidden = false;
}
