import { describe, expect, it } from 'vitest';
import { cmi5ReturnUrl } from './cmi5-return-url';

describe('the launch data’s returnURL', () => {
  it('takes an absolute http or https URL, normalised', () => {
    expect(cmi5ReturnUrl({ returnURL: 'https://lms.example.com/course/7?tab=aulas' })).toEqual({
      url: 'https://lms.example.com/course/7?tab=aulas',
    });
    expect(cmi5ReturnUrl({ returnURL: ' http://LMS.example.com/x' })).toEqual({ url: 'http://lms.example.com/x' });
  });

  it('is none when the launch data has no returnURL (or no launch data at all)', () => {
    expect(cmi5ReturnUrl({ launchMode: 'Normal' })).toEqual({ url: null });
    expect(cmi5ReturnUrl({ returnURL: '' })).toEqual({ url: null });
    expect(cmi5ReturnUrl(undefined)).toEqual({ url: null });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/course/7',
    '//lms.example.com/course',
    'ftp://lms.example.com/',
  ])('refuses %s: never navigated to', (returnURL) => {
    expect(cmi5ReturnUrl({ returnURL })).toEqual({ refused: expect.stringContaining('http(s)') });
  });

  it('refuses a returnURL that is not text', () => {
    expect(cmi5ReturnUrl({ returnURL: { href: 'https://lms.example.com' } })).toHaveProperty('refused');
  });
});
