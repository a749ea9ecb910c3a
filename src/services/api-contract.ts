/**
 * The API contract shared by the widget and the reference API (docs/api.md describes it in prose).
 * Every response carries `status_ret`; 'NOK' is an error and an empty body means "no records".
 * zod/mini: the player item is validated before the first frame, so its code is part of the first load.
 * Every schema is a function that builds it: a reader builds the one it parses and keeps none, where schemas
 * built when the module loads held some 30 KB of the widget's heap for the page's life (docs/performance.md).
 */
import * as z from 'zod/mini';

const nonNegative = () => z.number().check(z.nonnegative());
const nonEmpty = () => z.string().check(z.minLength(1));
const optionalString = () => z.optional(z.string());

export const statusRet = () => z.enum(['OK', 'NOK']);
/** Flags on the wire are 'S' (sim) or 'N' (não). */
export const flagSN = () => z.enum(['S', 'N']);

export const captionTrack = () =>
  z.object({
    src: z.string(),
    srclang: z.string(),
    label: z.string(),
    default: z._default(z.boolean(), false),
  });

export const chapter = () => z.object({ inicio: nonNegative(), titulo: z.string() });

/** The item returned by `POST player`. */
export const playerItem = () =>
  z.object({
    id: z.string(),
    titulo: z.string(),
    descricao: z._default(z.string(), ''),
    nomeRoteiro: z.string(),
    idProducaoRoteiro: z.string(),
    versao: z.int().check(z.positive()),
    duracao: nonNegative(),
    aoVivo: z.boolean(),
    urlHls: z.string(),
    urlProgressivo: z.nullable(z.string()),
    urlOriginal: z.nullable(z.string()),
    /**
     * The language of the audio each MP4 holds (BCP 47: 'pt-BR', 'en'), when the API knows it and the file holds one
     * audio; absent or null: not said, and Download does not name it.
     */
    idiomaOriginal: z.optional(z.nullable(z.string())),
    idiomaProgressivo: z.optional(z.nullable(z.string())),
    urlMp3: z.nullable(z.string()),
    poster: z.nullable(z.string()),
    legendas: z.array(captionTrack()),
    capitulos: z.array(chapter()),
    /** A WebVTT thumbnails track (cues `sprite.jpg#xywh=x,y,w,h`) for the seek preview; null or absent: none. */
    miniaturas: z.optional(z.nullable(z.string())),
    /** The share of the duration (0–100) whose watching completes the lesson; 90 when absent (an embed may override it). */
    limiarConclusao: z.optional(z.number().check(z.gte(0), z.lte(100))),
  });
export type PlayerItem = z.infer<ReturnType<typeof playerItem>>;

export const playerResponse = () => z.object({ status_ret: statusRet(), Item: playerItem() });

/** A watched range in seconds, [start, end]. */
export const watchedRange = () => z.tuple([nonNegative(), nonNegative()]);

export const viewSaveRequest = () =>
  z.object({
    token: nonEmpty(),
    posicao: nonNegative(),
    duracao: nonNegative(),
    intervalos: z._default(z.array(watchedRange()).check(z.maxLength(2000)), []),
  });
export type ViewSaveRequest = z.infer<ReturnType<typeof viewSaveRequest>>;

export const viewItem = () =>
  z.object({
    posicao: nonNegative(),
    /** 0–100, derived by the server from the union of watched ranges, never taken from the client. */
    progresso: z.number().check(z.gte(0), z.lte(100)),
    intervalos: z.array(watchedRange()),
  });
export type ViewItem = z.infer<ReturnType<typeof viewItem>>;
export const viewResponse = () => z.object({ status_ret: statusRet(), Item: viewItem() });

export const downloadResponse = () =>
  z.object({
    status_ret: statusRet(),
    URI: optionalString(),
    Nome: optionalString(),
    Token: optionalString(),
    erro: optionalString(),
  });
export type DownloadResponse = z.infer<ReturnType<typeof downloadResponse>>;

/** 'S' like, 'N' dislike, null neither. */
export const likeValue = () => z.nullable(flagSN());
export type LikeValue = z.infer<ReturnType<typeof likeValue>>;
export const likeRequest = () => z.object({ token: nonEmpty(), curtir: likeValue() });
export const likeResponse = () =>
  z.object({
    status_ret: statusRet(),
    Item: z.object({ curtir: likeValue(), gostei: z.int(), naoGostei: z.int() }),
  });
export type LikeState = z.infer<ReturnType<typeof likeResponse>>['Item'];

export const logErrorRequest = () =>
  z.object({
    token: nonEmpty(),
    mensagemerro: z.string().check(z.minLength(1), z.maxLength(4000)),
  });

export const questionsResponse = () =>
  z.object({
    status_ret: statusRet(),
    Itens: z.optional(z.array(z.object({ pergunta: z.string() }))),
    erro: optionalString(),
  });

export const chatRequest = () =>
  z.object({
    operacao: z.enum(['private', 'lns', 'public']),
    prompt: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
    systemMessage: z.optional(z.string().check(z.maxLength(4000))),
    isResumo: z.optional(flagSN()),
    token: optionalString(),
    /** The viewer's interface language, in which the answer or the summary is asked for; Portuguese when absent. */
    lang: z.optional(z.enum(['pt', 'en', 'es'])),
  });
export type ChatRequest = z.infer<ReturnType<typeof chatRequest>>;

export const chatResponse = () =>
  z.object({
    status_ret: statusRet(),
    content: optionalString(),
    Item: z.optional(z.object({ resumo: z.string() })),
    erro: optionalString(),
  });
