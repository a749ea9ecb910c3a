// The reference LRS's statement ids (one statement each, across registrations) and its bounds.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sameStatement } from './lrs-store.ts';
import { launch, lrs, send, startLrs, statementOf } from './lrs-test-lrs.ts';

describe('statement ids', () => {
  it('answers 409 to another launch’s different statement under an id it holds, and stores nothing of it', async () => {
    const ana = await launch('ana');
    const bia = await launch('bia');
    const first = statementOf(ana);
    expect((await send('POST', '/lrs/statements', ana.auth, [first])).status).toBe(200);
    const clash = { ...statementOf(bia), id: first.id };
    const response = await send('POST', '/lrs/statements', bia.auth, [clash]);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: expect.stringContaining(first.id) });
    expect((await send('PUT', `/lrs/statements?statementId=${first.id}`, bia.auth, clash)).status).toBe(409);
    // A batch with one clash keeps none of it, the new statement beside it included.
    const beside = statementOf(bia);
    expect((await send('POST', '/lrs/statements', bia.auth, [beside, clash])).status).toBe(409);
    expect(lrs.store.statements.map((statement) => statement.id)).toEqual([first.id]);
    expect(lrs.store.statementsOf(bia.registration)).toEqual([]);
  });

  it('takes a resend of the statement it holds as success, however its members are ordered or its timestamp written', async () => {
    const ana = await launch('ana');
    const statement = { ...statementOf(ana), timestamp: '2026-11-23T10:00:00.000Z' };
    expect((await send('POST', '/lrs/statements', ana.auth, [statement])).status).toBe(200);
    const { id, actor, verb, object, context } = statement;
    const resent = { timestamp: '2026-11-23T07:00:00-03:00', context, object, verb, actor, id: id.toUpperCase() };
    const next = statementOf(ana);
    const response = await send('POST', '/lrs/statements', ana.auth, [resent, next]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([id.toUpperCase(), next.id]);
    expect(lrs.store.statements.map((held) => held.id)).toEqual([id, next.id]);
    // Another result under the same id is another statement.
    const changed = { ...statement, result: { completion: true } };
    expect((await send('POST', '/lrs/statements', ana.auth, [changed])).status).toBe(409);
  });

  it('compares statements without what the LRS sets (stored) and without the id’s case', () => {
    const statement = { id: 'ABC', verb: { id: 'v' }, timestamp: '2026-11-23T10:00:00Z' };
    expect(sameStatement({ ...statement, id: 'abc', stored: '2026-11-23T10:00:01Z' }, statement)).toBe(true);
    expect(sameStatement(statement, { ...statement, timestamp: '2026-11-23T10:00:00.001Z' })).toBe(false);
    expect(sameStatement(statement, { ...statement, verb: { id: 'w' } })).toBe(false);
  });

  it('takes a PUT under its ?statementId= with 204 and no body (xAPI 1.0.3), and answers 400 without one or for another id', async () => {
    const ana = await launch('ana');
    const { id, ...unnamed } = statementOf(ana);
    const put = await send('PUT', `/lrs/statements?statementId=${id}`, ana.auth, unnamed);
    expect(put.status).toBe(204);
    expect(await put.text()).toBe('');
    expect(put.headers.get('X-Experience-API-Version')).toBe('1.0.3');
    // The same statement again, its id in the body too: a resend, taken as it is.
    expect((await send('PUT', `/lrs/statements?statementId=${id}`, ana.auth, { ...unnamed, id })).status).toBe(204);
    expect(lrs.store.statements.map((held) => held.id)).toEqual([id]);
    const other = statementOf(ana);
    for (const [path, body] of [
      ['/lrs/statements', other],
      [`/lrs/statements?statementId=${randomUUID()}`, other],
    ] as const) {
      const response = await send('PUT', path, ana.auth, body);
      expect(response.status, path).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('statementId') });
    }
    expect(lrs.store.statements).toHaveLength(1);
  });

  it('answers 400 to a batch that holds one id twice, and stores none of it', async () => {
    const ana = await launch('ana');
    const statement = statementOf(ana);
    const response = await send('POST', '/lrs/statements', ana.auth, [statementOf(ana), statement, statement]);
    expect(response.status).toBe(400);
    expect(lrs.store.statements).toEqual([]);
  });

  it('keeps a registration’s share (403 past it) and its own bound (507 past it), storing nothing of a batch past either', async () => {
    startLrs({ perRegistration: 3, total: 5, reserved: 0 });
    const ana = await launch('ana');
    const bia = await launch('bia');
    const held = [statementOf(ana), statementOf(ana)];
    expect((await send('POST', '/lrs/statements', ana.auth, held)).status).toBe(200);
    const past = await send('POST', '/lrs/statements', ana.auth, [statementOf(ana), statementOf(ana)]);
    expect(past.status).toBe(403);
    expect(await past.json()).toEqual({ error: expect.stringContaining('3 statements') });
    // A resend of what it holds needs no room.
    expect((await send('POST', '/lrs/statements', ana.auth, [...held, statementOf(ana)])).status).toBe(200);
    expect((await send('POST', '/lrs/statements', ana.auth, [held[0]])).status).toBe(200);
    expect((await send('POST', '/lrs/statements', bia.auth, [statementOf(bia), statementOf(bia)])).status).toBe(200);
    const full = await send('POST', '/lrs/statements', bia.auth, [statementOf(bia)]);
    expect(full.status).toBe(507);
    expect(await full.json()).toEqual({ error: expect.stringContaining('5 statements') });
    expect(full.headers.get('X-Experience-API-Version')).toBe('1.0.3');
    expect(lrs.store.statements).toHaveLength(5);
  });
});
