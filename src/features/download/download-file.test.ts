import { describe, expect, it } from 'vitest';
import { downloadName, extensionOf } from './download-file';

describe('download names', () => {
  it("take the extension from the URI's path, ignoring query and fragment", () => {
    expect(extensionOf('https://cdn.test/files/aula/original.mp4?t=abc.def#x.y')).toBe('mp4');
    expect(extensionOf('https://cdn.test/a.b/audio.MP3')).toBe('mp3');
    expect(extensionOf('https://cdn.test/files/aula/original?t=x.mp4')).toBe('bin');
  });

  it("are 'arquivo_{timestamp}{suffix}.{ext}'", () => {
    expect(downloadName(1795290000000, '_alta', 'https://cdn.test/x/original.mp4?t=1')).toBe('arquivo_1795290000000_alta.mp4');
  });
});
