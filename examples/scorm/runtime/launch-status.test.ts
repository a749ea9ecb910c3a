// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { launchPage } from '../launch-page.ts';
import { launchTexts } from './launch-messages.ts';
import { launchStatus } from './launch-status.ts';

const box = (): HTMLElement => document.getElementById('notice-box')!;

describe('the launch page’s notice that the LMS may not be recording', () => {
  beforeEach(() => {
    const page = launchPage({
      version: '1.2',
      widgetUrl: 'https://p.example',
      apiUrl: 'https://a.example/',
      key: 'k',
      title: 'Aula',
    });
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(page)![1]!;
    document.getElementById('lesson')!.append(document.createElement('iframe'));
  });

  it('comes before the lesson, hidden until the LMS refuses a call, then shows once with its close button', async () => {
    const lesson = document.getElementById('lesson')!;
    expect(box().compareDocumentPosition(lesson) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const status = launchStatus('en');
    expect(box().hidden).toBe(true);
    status.warnLms();
    status.warnLms();
    expect(box().hidden).toBe(false);
    // The alert's text lands once its box is in the accessibility tree, in the language set meanwhile.
    expect(document.getElementById('notice')!.textContent).toBe('');
    status.setLanguage('es');
    await vi.waitFor(() => expect(document.getElementById('notice')!.textContent).toBe(launchTexts.es.lmsTrouble));
    expect(document.getElementById('notice')!.getAttribute('role')).toBe('alert');
    expect(document.getElementById('notice-close')!.textContent).toBe(launchTexts.es.close);
  });

  it('closes for good with its button, and hands the keyboard to the lesson', () => {
    const status = launchStatus('pt');
    status.warnLms();
    document.getElementById('notice-close')!.click();
    expect(box().hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('#lesson iframe'));
    status.warnLms();
    expect(box().hidden).toBe(true);
  });
});
