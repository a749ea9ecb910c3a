/** Persistence in libSQL: likes, views and error logs. Every write is one statement or one batch. */
import { createClient, type Client } from '@libsql/client';
import type { LikeValue, ViewItem } from '../../../src/services/api-contract.ts';
import { completion } from '../../../src/services/completion.ts';
import type { Range } from '../../../src/services/watched-ranges.ts';
import { advanceClock, creditAllowance, creditedRanges, startingClock } from './view-credit.ts';
import { watchedSeconds } from '../../../src/services/watched-ranges.ts';

const schema = [
  `CREATE TABLE IF NOT EXISTS likes (
     user TEXT NOT NULL, video TEXT NOT NULL, value TEXT NOT NULL CHECK (value IN ('S','N')),
     updated_at TEXT NOT NULL, PRIMARY KEY (user, video))`,
  `CREATE TABLE IF NOT EXISTS views (
     user TEXT NOT NULL, video TEXT NOT NULL, position REAL NOT NULL, ranges TEXT NOT NULL,
     progress REAL NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (user, video))`,
  // Each viewer's credit clock (ms, view-credit.ts); a database made before it reads its rows' updated_at.
  `CREATE TABLE IF NOT EXISTS view_credit (
     user TEXT NOT NULL, video TEXT NOT NULL, clock REAL NOT NULL, PRIMARY KEY (user, video))`,
  `CREATE TABLE IF NOT EXISTS error_logs (
     id INTEGER PRIMARY KEY AUTOINCREMENT, user TEXT NOT NULL, video TEXT NOT NULL,
     message TEXT NOT NULL, created_at TEXT NOT NULL)`,
];

export interface Database {
  getLike(user: string, video: string): Promise<{ curtir: LikeValue; gostei: number; naoGostei: number }>;
  setLike(user: string, video: string, value: LikeValue): Promise<void>;
  getView(user: string, video: string): Promise<ViewItem | null>;
  /**
   * Merges a save's ranges into the viewer's view, crediting no more new time than their credit clock allows
   * (view-credit.ts); a viewer never heard of starts from `sessionStart` (ms).
   */
  saveView(
    user: string,
    video: string,
    position: number,
    ranges: Range[],
    duration: number,
    sessionStart?: number | null,
  ): Promise<ViewItem>;
  logError(user: string, video: string, message: string): Promise<void>;
  errorLogs(video: string): Promise<string[]>;
  close(): void;
}

export async function openDatabase(url: string): Promise<Database> {
  const client: Client = createClient({ url });
  await client.batch(schema, 'write');
  const now = (): string => new Date().toISOString();

  return {
    async getLike(user, video) {
      const mine = await client.execute({
        sql: 'SELECT value FROM likes WHERE user = ? AND video = ?',
        args: [user, video],
      });
      const counts = await client.execute({
        sql: `SELECT SUM(value = 'S') AS likes, SUM(value = 'N') AS dislikes FROM likes WHERE video = ?`,
        args: [video],
      });
      const value = mine.rows[0]?.['value'];
      return {
        curtir: value === 'S' || value === 'N' ? value : null,
        gostei: Number(counts.rows[0]?.['likes'] ?? 0),
        naoGostei: Number(counts.rows[0]?.['dislikes'] ?? 0),
      };
    },
    async setLike(user, video, value) {
      if (value === null) {
        await client.execute({ sql: 'DELETE FROM likes WHERE user = ? AND video = ?', args: [user, video] });
        return;
      }
      await client.execute({
        sql: `INSERT INTO likes (user, video, value, updated_at) VALUES (?, ?, ?, ?)
              ON CONFLICT (user, video) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        args: [user, video, value, now()],
      });
    },
    async getView(user, video) {
      const result = await client.execute({
        sql: 'SELECT position, ranges, progress FROM views WHERE user = ? AND video = ?',
        args: [user, video],
      });
      const row = result.rows[0];
      if (!row) return null;
      return {
        posicao: Number(row['position']),
        progresso: Number(row['progress']),
        intervalos: JSON.parse(String(row['ranges'])) as Range[],
      };
    },
    async saveView(user, video, position, ranges, duration, sessionStart = null) {
      // Read and write in one transaction so concurrent saves never lose a range.
      const tx = await client.transaction('write');
      try {
        const existing = await tx.execute({
          sql: `SELECT views.ranges, views.updated_at, view_credit.clock FROM views
                LEFT JOIN view_credit ON view_credit.user = views.user AND view_credit.video = views.video
                WHERE views.user = ? AND views.video = ?`,
          args: [user, video],
        });
        const row = existing.rows[0];
        const previous = row ? (JSON.parse(String(row['ranges'])) as Range[]) : [];
        const at = Date.now();
        const clock = row
          ? row['clock'] === null
            ? Date.parse(String(row['updated_at']))
            : Number(row['clock'])
          : startingClock(sessionStart, at);
        const credited = creditedRanges(previous, ranges, creditAllowance(clock, at), duration);
        await tx.execute({
          sql: `INSERT INTO view_credit (user, video, clock) VALUES (?, ?, ?)
                ON CONFLICT (user, video) DO UPDATE SET clock = excluded.clock`,
          args: [user, video, advanceClock(clock, watchedSeconds(credited), at)],
        });
        // The widget's own rule: the union of every range saved, clipped to the duration.
        const { ranges: merged, percent } = completion([...previous, ...credited], duration);
        const item: ViewItem = { posicao: Math.min(position, duration), progresso: percent, intervalos: merged };
        await tx.execute({
          sql: `INSERT INTO views (user, video, position, ranges, progress, updated_at) VALUES (?, ?, ?, ?, ?, ?)
                ON CONFLICT (user, video) DO UPDATE SET position = excluded.position, ranges = excluded.ranges,
                progress = excluded.progress, updated_at = excluded.updated_at`,
          args: [user, video, item.posicao, JSON.stringify(merged), item.progresso, now()],
        });
        await tx.commit();
        return item;
      } finally {
        tx.close();
      }
    },
    async logError(user, video, message) {
      await client.execute({
        sql: 'INSERT INTO error_logs (user, video, message, created_at) VALUES (?, ?, ?, ?)',
        args: [user, video, message, now()],
      });
    },
    async errorLogs(video) {
      const result = await client.execute({
        sql: 'SELECT message FROM error_logs WHERE video = ? ORDER BY id',
        args: [video],
      });
      return result.rows.map((row) => String(row['message']));
    },
    close: () => client.close(),
  };
}
