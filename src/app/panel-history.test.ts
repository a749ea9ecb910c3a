import { describe, expect, it } from 'vitest';
import { afterPop, isChatPath, nextHistoryStep, type OpenNow } from './panel-history';

const nothing: OpenNow = { panel: null, downloadMenu: false };
const transcript: OpenNow = { panel: 'transcript', downloadMenu: false };
const chat: OpenNow = { panel: 'chat', downloadMenu: false };
const video = { pathname: '/player', ours: false };
const ourVideo = { pathname: '/player', ours: true };
const ourChat = { pathname: '/chat', ours: true };
const startedOnChat = { pathname: '/chat', ours: false };

describe('nextHistoryStep', () => {
  it('adds one entry of its own when something opens, at /chat for the chat', () => {
    expect(nextHistoryStep(video, transcript)).toEqual({ kind: 'push', pathname: '/player', ours: true });
    expect(nextHistoryStep(video, chat)).toEqual({ kind: 'push', pathname: '/chat', ours: true });
    expect(nextHistoryStep({ pathname: '/home', ours: false }, transcript)).toEqual({
      kind: 'push',
      pathname: '/home',
      ours: true,
    });
  });

  it('changes that entry in place as one thing takes another’s place, never going back and adding at once', () => {
    expect(nextHistoryStep(ourVideo, chat)).toEqual({ kind: 'replace', pathname: '/chat', ours: true });
    expect(nextHistoryStep(ourChat, transcript)).toEqual({ kind: 'replace', pathname: '/player', ours: true });
    expect(nextHistoryStep(ourVideo, { panel: 'summary', downloadMenu: false })).toEqual({ kind: 'stay' });
    expect(nextHistoryStep(ourVideo, { panel: 'transcript', downloadMenu: true })).toEqual({ kind: 'stay' });
    expect(nextHistoryStep(ourChat, { panel: 'chat', downloadMenu: true })).toEqual({ kind: 'stay' });
  });

  it('goes back from its entry when everything has closed, and stays on one not its own', () => {
    expect(nextHistoryStep(ourVideo, nothing)).toEqual({ kind: 'back' });
    expect(nextHistoryStep(ourChat, nothing)).toEqual({ kind: 'back' });
    expect(nextHistoryStep(video, nothing)).toEqual({ kind: 'stay' });
  });

  it('leaves the chat the app started on as its page’s entry, and closes it to the video in place', () => {
    expect(nextHistoryStep(startedOnChat, chat)).toEqual({ kind: 'stay' });
    expect(nextHistoryStep(startedOnChat, { panel: 'chat', downloadMenu: true })).toEqual({
      kind: 'push',
      pathname: '/chat',
      ours: true,
    });
    expect(nextHistoryStep(startedOnChat, transcript)).toEqual({ kind: 'push', pathname: '/player', ours: true });
    expect(nextHistoryStep(startedOnChat, nothing)).toEqual({ kind: 'replace', pathname: '/player', ours: false });
  });
});

describe('afterPop', () => {
  it('back to an entry not its own closes the top of what is open', () => {
    expect(afterPop(video, { panel: 'transcript', downloadMenu: true })).toBe('close-top');
    expect(afterPop(video, chat)).toBe('close-top');
    expect(afterPop(video, nothing)).toBe('stay');
  });

  it('forward to the chat’s entry opens it; to an entry of a panel since closed, nothing', () => {
    expect(afterPop(ourChat, nothing)).toBe('open-chat');
    expect(afterPop(ourChat, chat)).toBe('stay');
    expect(afterPop(ourVideo, nothing)).toBe('stay');
  });
});

describe('isChatPath', () => {
  it('matches the chat’s path under any base', () => {
    expect(['/chat', '/chat/', '/widget/chat'].map(isChatPath)).toEqual([true, true, true]);
    expect(['/player', '/chatter', '/chat/x'].map(isChatPath)).toEqual([false, false, false]);
  });
});
