import { describe, expect, it } from 'vitest';
import { LiveSessions, RECHECK_AFTER_MS, SESSION_ENDED_CLOSE, type TokenCheck } from './live-sessions';

// Revocation reaching open connections (decision 110): which connections a notice closes, and how often it asks.

function connection(userId: string, token: string) {
  const closes: Array<[number, string]> = [];
  return { userId, token, closes, close: (code: number, reason: string) => closes.push([code, reason]) };
}

function lab(ended: Set<string>) {
  const asked: string[] = [];
  const check: TokenCheck = async (token) => {
    asked.push(token);
    return ended.has(token) ? 'ended' : 'valid';
  };
  return { asked, check };
}

describe('LiveSessions', () => {
  it('closes only the refused tokens of the user named, asking the lab once per token', async () => {
    const { asked, check } = lab(new Set(['phone']));
    const live = new LiveSessions(check);
    const phoneA = connection('3', 'phone');
    const phoneB = connection('3', 'phone');
    const laptop = connection('3', 'laptop');
    const someoneElse = connection('4', 'phone-of-4');
    for (const each of [phoneA, phoneB, laptop, someoneElse]) live.track(each);

    await live.recheck('3');
    expect(asked.sort()).toEqual(['laptop', 'phone']);
    expect(phoneA.closes).toEqual([[SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason]]);
    expect(phoneB.closes).toHaveLength(1);
    expect(laptop.closes).toEqual([]);
    expect(someoneElse.closes).toEqual([]);
    expect(live.size).toBe(2);
  });

  it('keeps a connection when the lab cannot be asked', async () => {
    const live = new LiveSessions(async () => {
      throw new Error('lab unreachable');
    });
    const phone = connection('3', 'phone');
    live.track(phone);
    await live.recheck('3');
    expect(phone.closes).toEqual([]);
  });

  it('runs one more check after a notice that arrives during one, never two at once', async () => {
    let release: () => void = () => undefined;
    let running = 0;
    let most = 0;
    let runs = 0;
    const live = new LiveSessions(async () => {
      runs++;
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      running--;
      return 'valid';
    });
    live.track(connection('3', 'phone'));
    const first = live.recheck('3');
    const second = live.recheck('3');
    const third = live.recheck('3');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await Promise.all([first, second, third]);
    expect(runs).toBe(2);
    expect(most).toBe(1);
  });

  it.each([
    ['checked just now, no notice', 0, undefined, false],
    ['checked over a minute ago', RECHECK_AFTER_MS + 1, undefined, true],
    ['a notice after the check', 10, 5, true],
    ['a notice before the check', 10, 20, false],
  ])('a connection %s is stale: %s', async (_case, age, noticeAgo, stale) => {
    let now = 1_000_000;
    const live = new LiveSessions(
      async () => 'valid',
      () => now,
    );
    if (noticeAgo !== undefined) {
      now -= noticeAgo;
      await live.recheck('3');
      now += noticeAgo;
    }
    expect(live.stale('3', now - age)).toBe(stale);
  });
});
