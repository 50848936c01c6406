import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

function fixture(maxAgeMs = 1000) {
  let stamp: number | null = 0;
  let now = 0;
  let builds = 0;
  const kept = new KeptAnswers<string>(maxAgeMs, { maxEntries: 3, now: () => now });
  const answers = {
    get: (key: string, build: () => Promise<string>) => kept.get(key, () => stamp, build),
    get size() {
      return kept.size;
    },
  };
  const build = () => {
    builds += 1;
    return Promise.resolve(`answer ${builds}`);
  };
  return {
    answers,
    build,
    builds: () => builds,
    write: () => (stamp = stamp === null ? null : stamp + 1),
    noStamp: () => (stamp = null),
    wait: (ms: number) => (now += ms),
  };
}

describe('KeptAnswers', () => {
  it('reuses an answer until a write changes the stamp', async () => {
    const f = fixture();
    expect(await f.answers.get('a', f.build)).toBe('answer 1');
    expect(await f.answers.get('a', f.build)).toBe('answer 1');
    f.write();
    expect(await f.answers.get('a', f.build)).toBe('answer 2');
    expect(await f.answers.get('b', f.build)).toBe('answer 3');
  });

  it('builds afresh past the maximum age', async () => {
    const f = fixture(1000);
    await f.answers.get('a', f.build);
    f.wait(999);
    expect(await f.answers.get('a', f.build)).toBe('answer 1');
    f.wait(1);
    expect(await f.answers.get('a', f.build)).toBe('answer 2');
  });

  it('does not keep an answer a write overtook while it was built, but its waiters share it', async () => {
    const f = fixture();
    let finish: (text: string) => void = () => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    const first = f.answers.get('a', slow);
    const second = f.answers.get('a', f.build);
    f.write();
    finish('before the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('before the write');
    expect(await f.answers.get('a', f.build)).toBe('answer 1');
  });

  it('without a stamp, only overlapping requests share a build', async () => {
    const f = fixture();
    f.noStamp();
    const [one, two] = await Promise.all([f.answers.get('a', f.build), f.answers.get('a', f.build)]);
    expect([one, two]).toEqual(['answer 1', 'answer 1']);
    expect(await f.answers.get('a', f.build)).toBe('answer 2');
    expect(f.answers.size).toBe(0);
  });

  it('forgets a failed build and keeps at most maxEntries answers', async () => {
    const f = fixture();
    await expect(f.answers.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await f.answers.get('a', f.build)).toBe('answer 1');
    for (const key of ['b', 'c', 'd']) await f.answers.get(key, f.build);
    expect(f.answers.size).toBe(3);
    expect(await f.answers.get('a', f.build)).toBe('answer 5');
  });

  it('with a spread, answers built at one moment are built again over a stretch, never past the maximum age', async () => {
    let now = 0;
    const kept = new KeptAnswers<number>(1000, { maxEntries: 200, now: () => now, spread: 0.5 });
    const rebuilt = new Set<string>();
    const keys = Array.from({ length: 100 }, (_, i) => `k${i}`);
    const getAll = () =>
      Promise.all(
        keys.map((key) =>
          kept.get(
            key,
            () => 0,
            async () => {
              if (now > 0) rebuilt.add(key);
              return now;
            },
          ),
        ),
      );
    await getAll();
    now = 499;
    await getAll();
    expect(rebuilt.size).toBe(0);
    now = 750;
    await getAll();
    // Each answer's age is drawn from 500–1000 ms: none of 100 on one side of 750 would be 2 in 2^100.
    expect(rebuilt.size).toBeGreaterThan(0);
    expect(rebuilt.size).toBeLessThan(100);
    now = 1000;
    await getAll();
    expect(rebuilt.size).toBe(100);
  });
});
