/** The like calls, through the runtime's API client. */
import type { LikeState, LikeValue } from '@/services/api-contract';
import { runtime } from '@/services/runtime';

export const fetchLike = (signal?: AbortSignal): Promise<LikeState> => runtime().api.getLike(signal);

export const sendLike = (value: LikeValue): Promise<LikeState> => runtime().api.setLike(value);
