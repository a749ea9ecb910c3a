/** The player's labels in pt: Video.js's own, and ours. A chunk of its own (video-js-dictionaries.ts). */
import videoJs from 'video.js/dist/lang/pt-BR.json';

export default {
  ...videoJs,
  Quality: 'Qualidade',
  Automática: 'Automática',
  'Skip backward {1} seconds': 'Voltar {1} segundos',
  'Skip forward {1} seconds': 'Avançar {1} segundos',
  'AO VIVO': 'AO VIVO',
  'Ir para o ao vivo': 'Ir para o ao vivo',
  'Reproduzindo ao vivo': 'Reproduzindo ao vivo',
  Gostei: 'Gostei',
  'Não gostei': 'Não gostei',
  'Sphere AI': 'Sphere AI',
  Resumo: 'Resumo',
  Transcrição: 'Transcrição',
  Capítulos: 'Capítulos',
  Chat: 'Chat',
  'Audio Player': 'Audio Player',
  'Picture in Picture': 'Picture in Picture',
  Download: 'Download',
  'Mais opções': 'Mais opções',
  'Ativar som': 'Ativar som',
  'Continuar de {1}': 'Continuar de {1}',
  'Continuar de onde parou': 'Continuar de onde parou',
  // Video.js's pt-BR words a few controls oddly (captions as 'Anotações', the mute button as a state, a typo in
  // the dialog's name) and lacks the picture-in-picture notice: a screen reader reads these.
  Mute: 'Silenciar',
  Captions: 'Legendas',
  'captions off': 'Sem legendas',
  ', opens captions settings dialog': ', abre as configurações das legendas',
  'captions settings': 'configurações das legendas',
  'Caption Settings Dialog': 'Caixa de diálogo das configurações de legendas',
  'Playing in Picture-in-Picture': 'Reproduzindo em Picture-in-Picture',
  // Video.js's pt-BR lacks the captions settings dialog's labels.
  Color: 'Cor',
  Opacity: 'Opacidade',
  'Text Background': 'Fundo do texto',
  'Caption Area Background': 'Fundo da área de legendas',
  'No content': 'Sem conteúdo',
  // Every Video.js dialog's description for a screen reader: Video.js asks for it with a full stop its pt-BR lacks.
  'This is a modal window.': 'Esta é uma janela modal.',
  // What a screen reader hears after an audio rendition that describes the picture (audio-track-menu-item.ts).
  'audio description': 'audiodescrição',
} as Record<string, string>;
