import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { trimVideoJsSource } from './video-js-build.ts';
import { splitVideoJs } from './video-js-later.ts';

const source = trimVideoJsSource(readFileSync(createRequire(import.meta.url).resolve('video.js/dist/video.es.js'), 'utf8'));

describe("Video.js's menus and caption settings moved out of the first load", () => {
  const { main, later } = splitVideoJs(source, '/abs/video.es.js');

  it('moves the menus and the caption settings dialog, and leaves the rest', () => {
    for (const name of ['Menu', 'MenuButton', 'MenuItem', 'SubsCapsButton', 'PlaybackRateMenuButton', 'TextTrackSettings']) {
      expect(later).toContain(`class ${name} extends`);
      expect(later).toContain(`Component$1.registerComponent('${name}', ${name});`);
      expect(main).not.toContain(`class ${name} extends`);
    }
    for (const name of ['Spacer', 'ControlBar', 'ErrorDisplay', 'SkipBackward', 'ResizeManager', 'TextTrackDisplay'])
      expect(main).toContain(`Component$1.registerComponent('${name}', ${name});`);
    expect(main.length + later.length).toBeGreaterThan(source.length * 0.99);
    expect(source.length - main.length).toBeGreaterThan(70_000);
  });

  it('imports back, read-only, what the moved code uses of the rest, under the names Video.js exports them', () => {
    const imports = /^import \{ (.+) \} from "\/abs\/video\.es\.js";$/m.exec(later)?.[1]?.split(', ') ?? [];
    expect(imports).toContain('__later_Component$1 as Component$1');
    expect(imports).toContain('__later_ClickableComponent as ClickableComponent');
    const exported = /\nexport \{ (.+) \};\n$/.exec(main)?.[1]?.split(', ') ?? [];
    expect(exported).toEqual(imports.map((entry) => entry.replace(/^__later_(\S+) as (\S+)$/, '$2 as __later_$1')));
    // Nothing the moved code declares is imported.
    expect(imports.some((entry) => entry.endsWith(' as MenuButton'))).toBe(false);
  });

  it('fails the build when a Video.js upgrade changed a range', () => {
    const withoutRegistration = source.replace(
      "Component$1.registerComponent('PlaybackRateMenuButton', PlaybackRateMenuButton);",
      '',
    );
    expect(() => splitVideoJs(withoutRegistration, 'x')).toThrow(/the menus not found/);
    const renamed = source
      .replace('class TextTrackFieldset extends', 'class TextTrackGroup extends')
      .replaceAll('TextTrackFieldset', 'TextTrackGroup');
    expect(() => splitVideoJs(renamed, 'x')).toThrow(/caption settings dialog no longer hold TextTrackFieldset/);
  });

  it('fails the build when the code left behind names a moved class, or the moved code assigns to a name it imports', () => {
    expect(() => splitVideoJs(`${source}\nconst stillUsed = MenuButton;`, 'x')).toThrow(/still names MenuButton/);
    const assigning = source.replace(
      "Component$1.registerComponent('MenuButton', MenuButton);",
      "Component$1.registerComponent('MenuButton', MenuButton);\nComponent$1 = null;",
    );
    expect(() => splitVideoJs(assigning, 'x')).toThrow(/assigns to Component\$1/);
  });

  it('tells a local of the same name from the module binding (scope-aware)', () => {
    // A local `MenuButton` in the code left behind is another binding: no error.
    expect(() => splitVideoJs(`${source}\nfunction unrelated() { const MenuButton = 1; return MenuButton; }`, 'x')).not.toThrow();
  });
});
