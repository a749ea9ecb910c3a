/** GET /chat/: a simple class chat page for CHAT_URL, so the chat route works out of the box. No storage, no server state. */
import { Hono } from 'hono';

const page = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Chat da turma</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f6f8; color: #1d2733; display: flex; flex-direction: column; height: 100vh; }
  h1 { font-size: 1rem; margin: 0; padding: 10px 12px; background: #1f5fae; color: #fff; }
  ol { list-style: none; margin: 0; padding: 12px; flex: 1; overflow: auto; display: flex; flex-direction: column; gap: 8px; }
  li { background: #fff; border-radius: 8px; padding: 6px 10px; box-shadow: 0 1px 2px rgb(0 0 0 / 10%); }
  li b { display: block; font-size: 0.8rem; color: #4a5562; }
  form { display: flex; gap: 8px; padding: 10px 12px; background: #fff; border-top: 1px solid #d5dbe2; }
  input { flex: 1; min-height: 38px; padding: 0 10px; border: 1px solid #8a94a0; border-radius: 6px; font: inherit; }
  button { min-height: 38px; padding: 0 14px; border: 0; border-radius: 6px; background: #1f5fae; color: #fff; font: inherit; cursor: pointer; }
</style>
</head>
<body>
<h1>Chat da turma</h1>
<ol id="messages" aria-live="polite" aria-label="Mensagens" tabindex="0">
  <li><b>Monitora Ana</b>Bem-vindos! Dúvidas sobre a aula podem ser postadas aqui.</li>
  <li><b>Carlos</b>Alguém sabe onde fica a clorofila?</li>
</ol>
<form id="form"><label for="text" style="position:absolute;left:-9999px">Mensagem</label>
<input id="text" autocomplete="off" maxlength="500" placeholder="Escreva uma mensagem"><button>Enviar</button></form>
<script>
  const form = document.getElementById('form');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const input = document.getElementById('text');
    const text = input.value.trim();
    if (!text) return;
    const item = document.createElement('li');
    const who = document.createElement('b');
    who.textContent = 'Você';
    item.append(who, text);
    document.getElementById('messages').append(item);
    input.value = '';
  });
  // Escape here leaves the chat, as anywhere in the widget: a key typed in this frame never reaches the widget,
  // so the page tells it (src/features/chat/chat-frame-api.ts), posting only to the widget's origin, which the
  // widget sends as the referrer (its origin and nothing more).
  const widget = document.referrer ? new URL(document.referrer).origin : null;
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !widget || parent === window) return;
    parent.postMessage({ type: 'sphere-chat', event: 'escape' }, widget);
  });
</script>
</body>
</html>`;

export const chatPageRoutes = new Hono().get('/chat/', (c) =>
  c.html(page, 200, {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'",
  }),
);
