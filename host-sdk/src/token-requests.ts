/** The widget's calls to the host: its token requests, answered through the host's `getToken`. */
import { message, type ReplyMessage } from './messages.js';

/** Answers a call from the widget: 'getToken' with the host's token; anything else, or no getToken, is unsupported. */
export async function answerTokenRequest(
  reply: (message: ReplyMessage) => void,
  getToken: (() => Promise<string>) | undefined,
  id: number,
  method: string,
): Promise<void> {
  if (method !== 'getToken' || !getToken) {
    reply(message.reply(id, { ok: false, error: { code: 'unsupported', message: method } }));
    return;
  }
  try {
    reply(message.reply(id, { ok: true, value: String(await getToken()) }));
  } catch (error) {
    reply(message.reply(id, { ok: false, error: { code: 'failed', message: String(error) } }));
  }
}
