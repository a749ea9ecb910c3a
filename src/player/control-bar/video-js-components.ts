/**
 * Typed handles on the Video.js base classes our controls extend, and the one way a control reads the
 * store: a subscription that its own dispose() ends (STYLE.md rule 3).
 */
import videojs from 'video.js';
import type { AppState } from '@/store/app-store';
import { useAppStore } from '@/store/app-store';
import type { VideoJsPlayer } from '@/player/video-js-player';

export type ComponentOptions = Record<string, unknown>;

export interface ComponentInstance {
  player(): VideoJsPlayer;
  localize(text: string): string;
  el(): HTMLElement;
  on(target: unknown, event: string | string[], listener: (...args: unknown[]) => void): void;
  on(event: string | string[], listener: (...args: unknown[]) => void): void;
  addClass(name: string): void;
  removeClass(name: string): void;
  toggleClass(name: string, add: boolean): void;
  hasClass(name: string): boolean;
  hide(): void;
  show(): void;
  setTimeout(fn: () => void, ms: number): number;
  /** An interval the component's dispose() clears. */
  setInterval(fn: () => void, ms: number): number;
  clearInterval(id: number): void;
}

export interface ButtonInstance extends ComponentInstance {
  controlText(text?: string): string;
}

export interface MenuItemInstance extends ComponentInstance {
  selected(value: boolean): void;
  /** Builds the entry's element: Video.js calls it inside the constructor, before a subclass's fields exist. */
  createEl(type?: string, props?: Record<string, unknown>, attrs?: Record<string, unknown>): HTMLElement;
}

export interface MenuButtonInstance extends ButtonInstance {
  update(): void;
  /** Closes its menu. */
  unpressButton(): void;
  items: MenuItemInstance[];
  menuButton_: ButtonInstance;
}

export type Constructor<T> = new (player: VideoJsPlayer, options?: ComponentOptions) => T;

export const Button = videojs.getComponent('Button') as unknown as Constructor<ButtonInstance>;

/** Registers a control under its Video.js name, so the bar's order list can name it. */
export function registerControl(name: string, control: unknown): void {
  videojs.registerComponent(name, control as Parameters<typeof videojs.registerComponent>[1]);
}

/**
 * Calls `apply` with the selected state now and whenever it changes, until the component is disposed.
 * `equal` compares selections (Object.is by default).
 */
export function bindToStore<T>(
  component: ComponentInstance,
  select: (state: AppState) => T,
  apply: (value: T) => void,
  equal: (a: T, b: T) => boolean = Object.is,
): void {
  let current = select(useAppStore.getState());
  apply(current);
  const unsubscribe = useAppStore.subscribe((state) => {
    const next = select(state);
    if (equal(next, current)) return;
    current = next;
    apply(next);
  });
  component.on('dispose', unsubscribe);
}

/** The store's actions and state, for a control's click handler. */
export const storeState = (): AppState => useAppStore.getState();
