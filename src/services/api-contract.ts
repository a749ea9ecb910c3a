/**
 * The API contract shared by the widget and the reference API (docs/api.md describes it in prose).
 * Every response carries `status_ret`; 'NOK' is an error and an empty body means "no records".
 */
import { z } from 'zod';

export const statusRet = z.enum(['OK', 'NOK']);
/** Flags on the wire are 'S' (sim) or 'N' (não). */
export const flagSN = z.enum(['S', 'N']);

export const captionTrack = z.object({
  src: z.string(),
  srclang: z.string(),
  label: z.string(),
  default: z.boolean().default(false),
});

export const chapter = z.object({ inicio: z.number().nonnegative(), titulo: z.string() });

/** The item returned by `POST player`. */
export const playerItem = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z.string().default(''),
  nomeRoteiro: z.string(),
  idProducaoRoteiro: z.string(),
  versao: z.number().int().positive(),
  duracao: z.number().nonnegative(),
  aoVivo: z.boolean(),
  urlHls: z.string(),
  urlProgressivo: z.string().nullable(),
  urlOriginal: z.string().nullable(),
  urlMp3: z.string().nullable(),
  poster: z.string().nullable(),
  legendas: z.array(captionTrack),
  capitulos: z.array(chapter),
});
export type PlayerItem = z.infer<typeof playerItem>;

export const playerResponse = z.object({ status_ret: statusRet, Item: playerItem });

/** A watched range in seconds, [start, end]. */
export const watchedRange = z.tuple([z.number().nonnegative(), z.number().nonnegative()]);

export const viewSaveRequest = z.object({
  token: z.string().min(1),
  posicao: z.number().nonnegative(),
  duracao: z.number().nonnegative(),
  intervalos: z.array(watchedRange).max(2000).default([]),
});
export type ViewSaveRequest = z.infer<typeof viewSaveRequest>;

export const viewItem = z.object({
  posicao: z.number().nonnegative(),
  /** 0–100, derived by the server from the union of watched ranges, never taken from the client. */
  progresso: z.number().min(0).max(100),
  intervalos: z.array(watchedRange),
});
export type ViewItem = z.infer<typeof viewItem>;
export const viewResponse = z.object({ status_ret: statusRet, Item: viewItem });

export const downloadResponse = z.object({
  status_ret: statusRet,
  URI: z.string().optional(),
  Nome: z.string().optional(),
  Token: z.string().optional(),
  erro: z.string().optional(),
});
export type DownloadResponse = z.infer<typeof downloadResponse>;

/** 'S' like, 'N' dislike, null neither. */
export const likeValue = flagSN.nullable();
export type LikeValue = z.infer<typeof likeValue>;
export const likeRequest = z.object({ token: z.string().min(1), curtir: likeValue });
export const likeResponse = z.object({
  status_ret: statusRet,
  Item: z.object({ curtir: likeValue, gostei: z.number().int(), naoGostei: z.number().int() }),
});
export type LikeState = z.infer<typeof likeResponse>['Item'];

export const logErrorRequest = z.object({
  token: z.string().min(1),
  mensagemerro: z.string().min(1).max(4000),
});

export const questionsResponse = z.object({
  status_ret: statusRet,
  Itens: z.array(z.object({ pergunta: z.string() })).optional(),
  erro: z.string().optional(),
});

export const chatRequest = z.object({
  operacao: z.enum(['private', 'lns', 'public']),
  prompt: z.string().trim().min(1).max(2000),
  systemMessage: z.string().max(4000).optional(),
  isResumo: flagSN.optional(),
  token: z.string().optional(),
});
export type ChatRequest = z.infer<typeof chatRequest>;

export const chatResponse = z.object({
  status_ret: statusRet,
  content: z.string().optional(),
  Item: z.object({ resumo: z.string() }).optional(),
  erro: z.string().optional(),
});

/** The body of any error the API sends. */
export const errorBody = z.object({ status_ret: z.literal('NOK'), erro: z.string() });
