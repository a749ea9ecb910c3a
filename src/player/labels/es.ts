/** The player's labels in es: Video.js's own, and ours. A chunk of its own (video-js-dictionaries.ts). */
import videoJs from 'video.js/dist/lang/es.json';

export default {
  ...videoJs,
  Quality: 'Calidad',
  Automática: 'Automática',
  'Skip backward {1} seconds': 'Retroceder {1} segundos',
  'Skip forward {1} seconds': 'Avanzar {1} segundos',
  'AO VIVO': 'EN VIVO',
  'Ir para o ao vivo': 'Ir al directo',
  'Reproduzindo ao vivo': 'Reproduciendo en directo',
  Gostei: 'Me gusta',
  'Não gostei': 'No me gusta',
  'Sphere AI': 'Sphere AI',
  Resumo: 'Resumen',
  Transcrição: 'Transcripción',
  Capítulos: 'Capítulos',
  Chat: 'Chat',
  'Audio Player': 'Reproductor de audio',
  // As Video.js's own es words it (the bar's toggle), so the overflow menu says the same.
  'Picture in Picture': 'Imagen sobre imagen',
  'Playing in Picture-in-Picture': 'Reproduciendo en imagen sobre imagen',
  Download: 'Descargar',
  'Mais opções': 'Más opciones',
  'Ativar som': 'Activar sonido',
  'Continuar de {1}': 'Continuar desde {1}',
  'Continuar de onde parou': 'Continuar donde lo dejaste',
  // What a screen reader hears after an audio rendition that describes the picture (audio-track-menu-item.ts).
  'audio description': 'audiodescripción',
  // Every Video.js dialog's description for a screen reader: Video.js asks for it with a full stop its es lacks.
  'This is a modal window.': 'Esta es una ventana modal.',
} as Record<string, string>;
