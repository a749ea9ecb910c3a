// The reference LRS keeps the last of a registration's share for cmi5 defined statements.
import { describe, expect, it } from 'vitest';
import { CMI5_RESERVED, MAX_STATEMENTS_PER_REGISTRATION } from './lrs-store.ts';
import { launch, lrs, send, statementOf, type Launch } from './lrs-test-lrs.ts';

const cmi5 = (of: Launch, verb: string) => ({ ...statementOf(of), verb: { id: `http://adlnet.gov/expapi/verbs/${verb}` } });

/** Sends `count` played statements of a launch, in batches well within the body limit. */
async function play(of: Launch, count: number): Promise<void> {
  for (let sent = 0; sent < count; sent += 100) {
    const batch = Array.from({ length: Math.min(100, count - sent) }, () => statementOf(of));
    expect((await send('POST', '/lrs/statements', of.auth, batch)).status).toBe(200);
  }
}

describe('the room kept for cmi5 defined statements', () => {
  it('refuses video statements with 403 once only the reserved room is left, and still takes initialized, completed and terminated', async () => {
    const ana = await launch('ana');
    const room = MAX_STATEMENTS_PER_REGISTRATION - CMI5_RESERVED;
    await play(ana, room - 1);
    const last = statementOf(ana);
    expect((await send('POST', '/lrs/statements', ana.auth, last)).status).toBe(200);
    const past = await send('POST', '/lrs/statements', ana.auth, statementOf(ana));
    expect(past.status).toBe(403);
    expect(await past.json()).toEqual({ error: expect.stringContaining(`the last ${CMI5_RESERVED}`) });
    // A resend of a held one needs no room.
    expect((await send('POST', '/lrs/statements', ana.auth, last)).status).toBe(200);
    // A batch with one video statement in it is refused whole, its terminated included: xAPI 1.0.3 has an LRS refuse a
    // batch whole when it refuses any of it (the widget's requests as the page goes keep terminated apart).
    const mixed = await send('POST', '/lrs/statements', ana.auth, [statementOf(ana), cmi5(ana, 'terminated')]);
    expect(mixed.status).toBe(403);
    expect(lrs.store.statementsOf(ana.registration)).toHaveLength(room);
    for (const verb of ['initialized', 'completed', 'passed', 'failed', 'terminated'])
      expect((await send('POST', '/lrs/statements', ana.auth, cmi5(ana, verb))).status, verb).toBe(200);
    const put = cmi5(ana, 'terminated');
    expect((await send('PUT', `/lrs/statements?statementId=${put.id}`, ana.auth, put)).status).toBe(204);
    expect(lrs.store.statementsOf(ana.registration)).toHaveLength(room + 6);
  });

  it('keeps the share’s bound for cmi5 defined statements too, and keeps another registration’s room whole', async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    await play(ana, MAX_STATEMENTS_PER_REGISTRATION - CMI5_RESERVED);
    const reserve = Array.from({ length: CMI5_RESERVED }, () => cmi5(ana, 'initialized'));
    expect((await send('POST', '/lrs/statements', ana.auth, reserve)).status).toBe(200);
    expect((await send('POST', '/lrs/statements', ana.auth, cmi5(ana, 'terminated'))).status).toBe(403);
    expect(lrs.store.statementsOf(ana.registration)).toHaveLength(MAX_STATEMENTS_PER_REGISTRATION);
    expect((await send('POST', '/lrs/statements', bia.auth, statementOf(bia))).status).toBe(200);
  });
});
