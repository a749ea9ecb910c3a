/** The player's labels in en: ours (Video.js's own are English). A chunk of its own (video-js-dictionaries.ts). */
export default {
  Quality: 'Quality',
  Automática: 'Auto',
  'AO VIVO': 'LIVE',
  'Ir para o ao vivo': 'Go to live',
  'Reproduzindo ao vivo': 'Playing live',
  Gostei: 'Like',
  'Não gostei': 'Dislike',
  'Sphere AI': 'Sphere AI',
  Resumo: 'Summary',
  Transcrição: 'Transcript',
  Capítulos: 'Chapters',
  Chat: 'Chat',
  'Audio Player': 'Audio Player',
  'Picture in Picture': 'Picture in Picture',
  Download: 'Download',
  'Mais opções': 'More options',
  'Ativar som': 'Turn on sound',
  'Continuar de {1}': 'Continue from {1}',
  'Continuar de onde parou': 'Continue where you left off',
  // What a screen reader hears after an audio rendition that describes the picture (audio-track-menu-item.ts).
  'audio description': 'audio description',
} as Record<string, string>;
