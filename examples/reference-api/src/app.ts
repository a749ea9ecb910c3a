/** The reference API as one Hono app: CORS, limits, auth, then the routes of the contract. */
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { tokenFromHeader, verifyToken, type TokenClaims } from './auth.ts';
import type { Database } from './database.ts';
import { ApiProblem, nok, requireJson, type ApiEnv } from './http.ts';
import { addressKey, clientAddress } from './client-address.ts';
import { MediaSigner } from './media-signature.ts';
import type { ApiOptions } from './options.ts';
import { RateLimiter, type RateDecision } from './rate-limit.ts';
import { chatRoutes, questionRoutes } from './routes/assistant.ts';
import { chatPageRoutes } from './routes/chat-page.ts';
import { rumIntakeRoutes } from './routes/rum-intake.ts';
import { downloadLookupRoutes, fileRoutes } from './routes/downloads.ts';
import { errorLogRoutes } from './routes/error-log.ts';
import { likeRoutes } from './routes/likes.ts';
import { mediaRoutes } from './routes/media.ts';
import { playerRoutes } from './routes/player.ts';
import { pathGuard } from './static-files.ts';
import { viewRoutes } from './routes/views.ts';
import { SCORM_CALLERS_PER_ADDRESS, scormTokenRoutes } from './routes/scorm-token.ts';
import { lrsRoutes } from './lrs/lrs-routes.ts';

export function createApp(options: ApiOptions, db: Database): Hono {
  const app = new Hono();
  // The simulated broadcast "began" a minute ago, so the window is full from the first request.
  const liveEpochMs = Date.now() - 60_000;
  const signer = new MediaSigner(options.jwtSecret, options.mediaUrlTtlSeconds ?? 3600);

  app.use(
    '*',
    cors({
      // A SCORM package calls token/scorm from whichever LMS hosts it; everything else answers listed origins only.
      origin: (origin, c) => (options.corsOrigins.includes(origin) || c.req.path === '/api/token/scorm' ? origin : null),
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'Ocp-Apim-Subscription-Key', 'Range', 'X-Experience-API-Version'],
      allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'], // PUT: the LRS's state documents and statements by id
      exposeHeaders: ['Content-Length', 'Content-Range', 'Retry-After'],
      maxAge: 600,
    }),
  );
  // The API's answers are one viewer's: tokens (download, token/scorm, the LRS's fetch), signed media URLs
  // (player), progress, likes, chats, statements. No cache, the browser's included, keeps any of them; the media
  // keep their own.
  for (const path of ['/api/*', '/search/*', '/lrs/*']) {
    app.use(path, async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', 'no-store');
    });
  }
  app.use('*', pathGuard());
  app.route('/', mediaRoutes(signer, liveEpochMs));
  app.route('/', fileRoutes(options));

  const limiter = new RateLimiter(options.rateLimit);
  const scormAddresses = new RateLimiter({ ...options.rateLimit, max: options.rateLimit.max * SCORM_CALLERS_PER_ADDRESS });
  // Under the verified subject, else (nothing verified yet) under the connection's address. A learner minted
  // from a dispatch key is anyone's word (any id gets a token), so such a call counts under the video and the
  // learner and also against the address's shared SCORM budget: minting more learners buys no more calls.
  const countCall = (claims: TokenClaims | null, address: string): RateDecision => {
    if (!claims) return limiter.hit(`address:${address}`);
    if (claims.via !== 'scorm') return limiter.hit(`user:${claims.user}`);
    const learner = limiter.hit(`scorm:${claims.videoId}:${claims.user}`);
    return learner.allowed ? scormAddresses.hit(`address:${address}`) : learner;
  };
  const guarded = (key: () => string): Hono<ApiEnv> => {
    const api = new Hono<ApiEnv>();
    api.use('*', bodyLimit({ maxSize: options.maxBodyBytes, onError: (c) => nok(c, 'Requisição muito grande.', 413) }));
    api.use('*', injectFaults(options));
    api.use('*', async (c, next) => {
      const token = tokenFromHeader(c.req.header('Authorization'));
      const keyOk = c.req.header('Ocp-Apim-Subscription-Key') === key();
      const claims = keyOk && token ? await verifyToken(options.jwtSecret, token) : null;
      const decision = countCall(claims, addressKey(clientAddress(c, options.trustedProxies)));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfterSeconds));
        return nok(c, 'Muitas requisições.', 429);
      }
      if (!keyOk) return nok(c, 'Chave de assinatura inválida.', 401);
      if (!token || !claims) return nok(c, 'Token inválido ou expirado.', 401);
      c.set('token', token);
      c.set('claims', claims);
      c.set('db', db);
      c.set('options', options);
      c.set('signer', signer);
      await next();
    });
    api.use('*', requireJson);
    return api;
  };

  // Before the guarded routes: a package has a dispatch key, not yet a token or the subscription key.
  app.use('/api/token/scorm', bodyLimit({ maxSize: 4096, onError: (c) => nok(c, 'Requisição muito grande.', 413) }));
  app.use('/api/token/scorm', async (c, next) => {
    const decision = limiter.hit(`address:${addressKey(clientAddress(c, options.trustedProxies))}`);
    if (decision.allowed) return next();
    c.header('Retry-After', String(decision.retryAfterSeconds));
    return nok(c, 'Muitas requisições.', 429);
  });
  app.use('/api/token/scorm', requireJson);
  app.route('/api', scormTokenRoutes(options));
  const api = guarded(() => options.apiKey);
  api.route('/', playerRoutes);
  api.route('/', viewRoutes);
  api.route('/', likeRoutes);
  api.route('/', errorLogRoutes);
  api.route('/', downloadLookupRoutes);
  api.route('/', questionRoutes);
  app.route('/api', api);

  const search = guarded(() => options.searchKey);
  search.route('/', chatRoutes);
  app.route('/search', search);

  // A statement sent as the page goes is out of the page's reach (a test's route cannot stop it): the LRS's own faults can.
  app.on(['POST', 'PUT'], '/lrs/statements', injectFaults(options));
  app.route('/lrs', lrsRoutes(options));
  app.route('/', chatPageRoutes);
  app.route('/', rumIntakeRoutes(options));
  app.get('/health', (c) => c.json({ status_ret: 'OK' }));
  app.notFound((c) => nok(c, 'Rota não encontrada.', 404));
  app.onError((error, c) => {
    if (error instanceof ApiProblem) return nok(c, error.message, error.status);
    console.error(error);
    return nok(c, 'Erro interno do servidor.', 500);
  });
  return app;
}

/** Test-only: answers with a fault a test armed for this route, if any. */
function injectFaults(options: ApiOptions): MiddlewareHandler {
  return async (c, next) => {
    const route = new URL(c.req.url).pathname.split('/').pop() ?? '';
    const fault = options.faults?.take(route);
    if (!fault) return next();
    if (fault.body === null) return c.body(null, fault.status as 200);
    return c.json(fault.body, fault.status as 200);
  };
}
