// @vitest-environment happy-dom
import videojs from 'video.js';
import { afterEach, describe, expect, it } from 'vitest';
import { loadVideoJsDictionary } from './video-js-dictionaries';
import { registerVideoJsLanguages } from './video-js-languages';

await Promise.all([loadVideoJsDictionary('pt'), loadVideoJsDictionary('es'), loadVideoJsDictionary('en')]);
registerVideoJsLanguages();

const players: ReturnType<typeof videojs>[] = [];
function mount(language: string): ReturnType<typeof videojs> {
  const video = document.createElement('video');
  document.body.appendChild(video);
  const player = videojs(video, { language });
  players.push(player);
  return player;
}

afterEach(() => {
  for (const player of players.splice(0)) player.dispose();
  document.body.replaceChildren();
});

describe('Video.js languages', () => {
  it("localize Video.js's labels and ours in pt, es and en", () => {
    expect(mount('pt-BR').localize('Play')).toBe('Tocar');
    expect(mount('pt-BR').localize('Quality')).toBe('Qualidade');
    expect(mount('es').localize('Play')).toBe('Reproducir');
    expect(mount('es').localize('Gostei')).toBe('Me gusta');
    expect(mount('en').localize('Automática')).toBe('Auto');
    expect(mount('en').localize('Play')).toBe('Play');
  });

  it("describe Video.js's dialogs to a screen reader in the viewer's language", () => {
    const ModalDialog = videojs.getComponent('ModalDialog');
    const described = (language: string): string | null | undefined =>
      (new ModalDialog(mount(language), {}) as unknown as { descEl_: HTMLElement }).descEl_.textContent;
    expect(described('pt-BR')).toBe('Esta é uma janela modal. Esta janela pode ser fechada pressionando a tecla de Escape.');
    expect(described('es')).toBe(
      'Esta es una ventana modal. Esta ventana modal puede cerrarse presionando la tecla Escape o activando el botón de cierre.',
    );
  });

  it("fill in the captions settings dialog's labels Video.js's pt-BR lacks", () => {
    const player = mount('pt-BR');
    expect(['Color', 'Opacity', 'Text Background', 'Caption Area Background'].map((label) => player.localize(label))).toEqual([
      'Cor',
      'Opacidade',
      'Fundo do texto',
      'Fundo da área de legendas',
    ]);
  });

  it('word what a screen reader reads of the captions, the mute button and picture-in-picture in each language', () => {
    const pt = mount('pt-BR');
    expect(
      ['Mute', 'Captions', 'captions off', 'Caption Settings Dialog', 'Playing in Picture-in-Picture'].map((label) =>
        pt.localize(label),
      ),
    ).toEqual([
      'Silenciar',
      'Legendas',
      'Sem legendas',
      'Caixa de diálogo das configurações de legendas',
      'Reproduzindo em Picture-in-Picture',
    ]);
    const es = mount('es');
    expect(es.localize('Playing in Picture-in-Picture')).toBe('Reproduciendo en imagen sobre imagen');
    // The overflow menu's entry and the bar's toggle say the same.
    expect(es.localize('Picture in Picture')).toBe(es.localize('Picture-in-Picture'));
  });

  it('are merged once per player, not again for every label', () => {
    const player = mount('pt-BR');
    const first = player.languages();
    expect(player.languages()).toBe(first);
    player.localize('Pause');
    expect(player.languages()).toBe(first);
    // Each player has its own merge (options may carry languages of their own).
    expect(mount('pt-BR').languages()).not.toBe(first);
  });

  it("stay out of the options every control copies (Video.js's global options and the player's)", () => {
    const player = mount('pt-BR');
    const controlBar = player.getChild('ControlBar') as unknown as { options_: { playerOptions: { languages?: object } } };
    expect(Object.keys(controlBar.options_.playerOptions.languages ?? {})).not.toContain('pt');
    expect(Object.keys(videojs.options.languages ?? {})).not.toContain('pt');
    expect(player.localize('Mute')).toBe('Silenciar');
  });

  it('registering again keeps the one player class', () => {
    const before = videojs.getComponent('Player');
    registerVideoJsLanguages();
    expect(videojs.getComponent('Player')).toBe(before);
  });
});
