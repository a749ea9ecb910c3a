/**
 * A control-bar button for a viewer feature: shown only when the feature is available; a toggle's pressed state comes
 * from the store (a panel's button is pressed while its panel is open), and Download, which opens a modal menu that
 * is never reached with its button, is a plain button.
 */
import type { AppState } from '@/store/app-store';
import type { PanelName } from '@/store/overlay-slice';
import type { VideoJsPlayer } from '@/player/video-js-player';
import { fitBreakpointsToFeatures } from './bar-breakpoints';
import { bindToStore, Button, storeState, type ComponentOptions } from './video-js-components';

export interface FeatureControl {
  /** The untranslated label, localized by Video.js ('Gostei'). */
  label: string;
  /** Extra class for the icon (see app.css). */
  icon: string;
  isAvailable(state: AppState): boolean;
  /** true/false makes it a toggle (aria-pressed); null makes it a plain button. */
  isPressed(state: AppState): boolean | null;
  activate(player: VideoJsPlayer, state: AppState): void;
  /** The panel it opens, named on its button for the focus to come back to (panel-openers.ts). */
  panel?: PanelName;
  /**
   * It opens a modal dialog that takes the focus (the download menu): its button and its overflow entry say so
   * (aria-haspopup), and the entry lets go of the focus first (overflow-menu-button.ts).
   */
  opensDialog?: boolean;
}

/** A control that opens and closes a panel: pressed while the panel is open, its button named for the focus to come back to. */
export const panelControl = (
  panel: PanelName,
  control: Pick<FeatureControl, 'label' | 'icon' | 'isAvailable'>,
): FeatureControl => ({
  ...control,
  isPressed: (state) => state.panel === panel,
  activate: (_player, state) => state.togglePanel(panel),
  panel,
});

/** Builds the Video.js Button class for a feature control. */
export function featureButton(control: FeatureControl) {
  return class extends Button {
    constructor(player: VideoJsPlayer, options: ComponentOptions = {}) {
      super(player, options);
      this.controlText(this.localize(control.label));
      if (control.panel) this.el().dataset['panel'] = control.panel;
      if (control.opensDialog) this.el().setAttribute('aria-haspopup', 'dialog');
      bindToStore(this, control.isAvailable, (available) => {
        if (available) this.show();
        else this.hide();
        // How wide the frame must be for the features to stay in the bar depends on how many show.
        fitBreakpointsToFeatures(this.player());
      });
      bindToStore(this, control.isPressed, (pressed) => {
        if (pressed === null) this.el().removeAttribute('aria-pressed');
        else this.el().setAttribute('aria-pressed', String(pressed));
        this.toggleClass('sp-pressed', pressed === true);
      });
    }

    buildCSSClass(): string {
      return `vjs-control vjs-button sp-feature-button ${control.icon}`;
    }

    handleClick(): void {
      control.activate(this.player(), storeState());
    }
  };
}
