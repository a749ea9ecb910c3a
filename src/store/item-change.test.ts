import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntime } from '@/services/runtime';
import { sampleItem } from '@/testing/fixtures';
import { useAppStore } from './app-store';
import { forgetItemOnChange } from './item-change';

/** Answers the test settles by hand, as the API would (the summary, an answer of the assistant, its questions). */
const answers: Record<string, ((text: unknown) => void)[]> = { summary: [], ask: [], questions: [] };
const later = (kind: string) => new Promise((resolve) => answers[kind]!.push(resolve));

describe('what belongs to one item', () => {
  const state = () => useAppStore.getState();
  let stop: () => void = () => undefined;
  beforeEach(() => {
    for (const kind of Object.keys(answers)) answers[kind] = [];
    const api = { summary: () => later('summary'), ask: () => later('ask'), questions: () => later('questions') };
    setRuntime({ api, token: { renewable: () => false } } as unknown as Parameters<typeof setRuntime>[0]);
    useAppStore.setState({ item: sampleItem({ id: 'primeira' }) });
    stop = forgetItemOnChange(useAppStore);
  });
  afterEach(() => {
    stop();
    useAppStore.setState({ item: null });
  });

  it('goes when another item replaces the shown one: its summary, conversation, questions, offered file and open panel', async () => {
    useAppStore.setState({
      summaryText: 'Resumo da primeira lição.',
      assistantMessages: [{ id: 1, role: 'user', text: 'O que é a clorofila?' }],
      assistantQuestions: ['O que é a clorofila?'],
      downloadOffer: { url: 'https://media.example/primeira.mp4', viaHost: false, quality: 'hd', usableUntil: 0 },
      panel: 'summary',
      downloadMenu: null,
    } as never);
    useAppStore.setState({ item: null });
    expect(state()).toMatchObject({
      summaryText: null,
      assistantMessages: [],
      assistantQuestions: null,
      downloadOffer: null,
      panel: null,
    });
  });

  it("drops the earlier item's answers that come after the change", async () => {
    const summary = state().loadSummary('pt');
    await vi.waitFor(() => expect(answers['summary']).toHaveLength(1));
    void state().loadQuestions();
    await vi.waitFor(() => expect(answers['questions']).toHaveLength(1));
    useAppStore.setState({ item: sampleItem({ id: 'segunda' }) });
    answers['summary']![0]!('Resumo da primeira lição.');
    answers['questions']![0]!(['O que é a clorofila?']);
    await summary;
    await vi.waitFor(() => expect(state().summaryLoading).toBe(false));
    expect(state().summaryText).toBeNull();
    expect(state().assistantQuestions).toBeNull();
  });

  it('keeps it all while the same item stays (a like, a panel opened)', () => {
    useAppStore.setState({ summaryText: 'Resumo.', panel: 'summary' } as never);
    useAppStore.setState({ liked: 'S' } as never);
    expect(state()).toMatchObject({ summaryText: 'Resumo.', panel: 'summary' });
  });
});
