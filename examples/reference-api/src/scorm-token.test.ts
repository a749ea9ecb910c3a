import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken } from './auth.ts';
import { signDispatchKey, verifyDispatchKey } from './dispatch-key.ts';
import { startTestApi } from './test-api.ts';

const { secret, running } = startTestApi();

const mint = (body: unknown, origin = 'https://any-lms.example') =>
  fetch(`${running.api.url}/api/token/scorm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify(body),
  });

describe('dispatch keys', () => {
  it('verify only with the operator’s secret and for the video they name', () => {
    const key = signDispatchKey(secret, 'seguranca-senhas');
    expect(verifyDispatchKey(secret, key)).toBe('seguranca-senhas');
    expect(verifyDispatchKey(new TextEncoder().encode('another-secret-another-secret!!'), key)).toBeNull();
    expect(verifyDispatchKey(secret, key.replace('seguranca-senhas', 'licao-fotossintese'))).toBeNull();
    expect(verifyDispatchKey(secret, `${key}x`)).toBeNull();
  });
});

describe('POST token/scorm', () => {
  afterEach(() => void vi.useRealTimers());

  it('mints a short-lived token for the learner and the key’s video, from any origin, without a subscription key', async () => {
    // The clock held still: the token's iat and exp are two readings of it in whole seconds, one second apart when a
    // second's boundary falls between them.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const response = await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: 'lms-aluno-7' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://any-lms.example');
    const body = (await response.json()) as { status_ret: string; token: string; expiraEm: number };
    expect(body).toMatchObject({ status_ret: 'OK', expiraEm: 900 });
    expect(await verifyToken(secret, body.token)).toEqual({
      issuedAt: expect.any(Number),
      user: 'scorm:lms-aluno-7',
      videoId: 'seguranca-senhas',
      via: 'scorm',
    });
    const { exp, iat } = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
    };
    expect(exp - iat).toBe(900);
    // The token works on the API like any viewer token.
    const item = await fetch(`${running.api.url}/api/player?token=${body.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: body.token, 'Ocp-Apim-Subscription-Key': 'k' },
      body: '{}',
    });
    const { Item } = (await item.json()) as { Item: { id: string; urlHls: string } };
    expect(Item.id).toBe('seguranca-senhas');
    // Its media URLs are signed for that subject.
    expect(new URL(Item.urlHls).searchParams.get('v')).toBe('scorm:lms-aluno-7');
  });

  it('refuses a forged key, a key for an unknown video and a missing learner', async () => {
    const forged = signDispatchKey(new TextEncoder().encode('not-the-operator-not-the-operator'), 'seguranca-senhas');
    expect((await mint({ chave: forged, aprendiz: 'a' })).status).toBe(403);
    expect((await mint({ chave: signDispatchKey(secret, 'nao-existe'), aprendiz: 'a' })).status).toBe(403);
    expect((await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: '  ' })).status).toBe(400);
  });
});

describe('SCORM learners and portal users', () => {
  const portalCall = (path: string, auth: string, init: RequestInit = {}) =>
    fetch(`${running.api.url}/api/${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: auth, 'Ocp-Apim-Subscription-Key': 'k' },
    });
  const viewOf = async (auth: string) => {
    const response = await portalCall(`playervisualizacao?token=${auth}`, auth);
    const text = await response.text();
    return text === '' ? null : (JSON.parse(text) as { Item: { intervalos: number[][] } }).Item;
  };
  const likeOf = async (auth: string) =>
    (
      (await (await portalCall(`playercurtir?operacao=usuario&token=${auth}`, auth)).json()) as {
        Item: { curtir: string | null };
      }
    ).Item.curtir;

  it('are apart: a package’s token for learner X neither reads nor changes portal user X’s view or like', async () => {
    const portal = await signToken(secret, { user: 'portal-user-1', videoId: 'seguranca-senhas' });
    const saved = await portalCall('playervisualizacao', portal, {
      method: 'POST',
      body: JSON.stringify({ token: portal, posicao: 9, duracao: 60, intervalos: [[0, 9]] }),
    });
    expect(saved.status).toBe(200);
    await portalCall('playercurtir', portal, { method: 'POST', body: JSON.stringify({ token: portal, curtir: 'S' }) });

    const minted = await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: 'portal-user-1' });
    const { token: scorm } = (await minted.json()) as { token: string };
    expect(await viewOf(scorm)).toBeNull();
    expect(await likeOf(scorm)).toBeNull();
    await portalCall('playercurtir', scorm, { method: 'POST', body: JSON.stringify({ token: scorm, curtir: 'N' }) });
    await portalCall('playervisualizacao', scorm, {
      method: 'POST',
      body: JSON.stringify({ token: scorm, posicao: 20, duracao: 60, intervalos: [[10, 20]] }),
    });

    expect(await likeOf(portal)).toBe('S');
    expect(await viewOf(portal)).toMatchObject({ posicao: 9, intervalos: [[0, 9]] });
    // The learner has rows of their own, under the package's namespace.
    expect(await likeOf(scorm)).toBe('N');
    expect(await viewOf(scorm)).toMatchObject({ posicao: 20, intervalos: [[10, 20]] });
  });

  it('download their files: the link a SCORM learner gets opens its file', async () => {
    const minted = await mint({ chave: signDispatchKey(secret, 'seguranca-senhas'), aprendiz: 'lms-aluno-8' });
    const { token: scorm } = (await minted.json()) as { token: string };
    const lookup = await portalCall(`download?token=${scorm}&isAlta=N`, scorm);
    expect(lookup.status).toBe(200);
    const { URI } = (await lookup.json()) as { URI: string };
    const file = await fetch(URI, { headers: { Range: 'bytes=0-15' } });
    expect(file.status).toBe(206);
    await file.body?.cancel();
  });

  it('are told apart by the token itself: a SCORM token outside the namespace, or a portal token inside it, is refused', async () => {
    const scormOutside = await signToken(secret, { user: 'portal-user-1', videoId: 'seguranca-senhas', via: 'scorm' });
    const portalInside = await signToken(secret, { user: 'scorm:lms-aluno-7', videoId: 'seguranca-senhas' });
    expect(await verifyToken(secret, scormOutside)).toBeNull();
    expect(await verifyToken(secret, portalInside)).toBeNull();
    expect((await portalCall(`playervisualizacao?token=${scormOutside}`, scormOutside)).status).toBe(401);
  });
});
