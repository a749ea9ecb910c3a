/** The summary call (chatgpt with isResumo). */
import { runtime } from '@/services/runtime';

/** Answer in Brazilian Portuguese, as the seed's system message asks. */
const SYSTEM_MESSAGE = 'Resuma o vídeo em português do Brasil, em poucos parágrafos.';

export const fetchSummary = (signal?: AbortSignal): Promise<string> => runtime().api.summary(SYSTEM_MESSAGE, signal);
