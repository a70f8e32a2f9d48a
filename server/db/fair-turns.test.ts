import { describe, expect, it } from 'vitest';
import { createFairTurns } from './fair-turns';

describe('fair turns on one connection', () => {
  it('gives the next turn to the owner served least recently, not to the one who queued most', async () => {
    const turns = createFairTurns();
    const order: string[] = [];
    const endFirst = await turns.take('attacker');
    const queued = ['attacker', 'attacker', 'attacker', 'victim'].map((owner) =>
      turns.take(owner).then((end) => {
        order.push(owner);
        end();
      }),
    );
    endFirst();
    await Promise.all(queued);
    expect(order).toEqual(['victim', 'attacker', 'attacker', 'attacker']);
  });

  it('reports contention only when another owner starts waiting', async () => {
    const turns = createFairTurns();
    const contention: boolean[] = [];
    turns.onContention = () => contention.push(turns.othersWaiting());
    const end = await turns.take('a');
    const same = turns.take('a');
    expect(contention).toEqual([]);
    expect(turns.othersWaiting()).toBe(false);
    const other = turns.take('b');
    expect(contention).toEqual([true]);
    end();
    (await other)();
    (await same)();
    expect(turns.current).toBeUndefined();
  });
});
