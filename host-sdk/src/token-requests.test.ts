// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { message } from './messages';
import { cleanUp, setup, WIDGET } from '../testing/widget-frame';

afterEach(cleanUp);

describe('Player', () => {
  it('answers token requests through getToken', async () => {
    const { player, posted, fromWidget } = setup({ getToken: async () => 'jwt-from-intranet' });
    fromWidget(message.call(5, 'getToken', []));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted.at(-1)).toEqual({ data: message.reply(5, { ok: true, value: 'jwt-from-intranet' }), origin: WIDGET });
    player.destroy();
  });
});
