// The queue `npm test`'s lanes take their e2e files from: longest first, new files before all.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test, vi } from 'vitest';
import { E2eQueue, readTimes, timesFile } from '../../scripts/e2e-queue';

const scratch = mkdtempSync(join(tmpdir(), 'e2e-queue-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const drain = (queue: E2eQueue): string[] => {
  const files: string[] = [];
  for (let file = queue.next(); file !== null; file = queue.next()) files.push(file);
  return files;
};

test('hands out files with no time first (by name), then the longest first, each once', () => {
  const queue = new E2eQueue({ 'a.test.ts': 5, 'b.test.ts': 180, 'c.test.ts': 40, 'd.test.ts': 40, 'gone.test.ts': 999 });
  expect(queue.next()).toBeNull();
  queue.fill(['c.test.ts', 'a.test.ts', 'new2.test.ts', 'd.test.ts', 'b.test.ts', 'new1.test.ts']);
  // The second lane lists the same files: nothing is handed out twice.
  queue.fill(['c.test.ts', 'a.test.ts', 'd.test.ts', 'b.test.ts']);
  expect(drain(queue)).toEqual(['new1.test.ts', 'new2.test.ts', 'b.test.ts', 'c.test.ts', 'd.test.ts', 'a.test.ts']);
  expect(queue.next()).toBeNull();
});

test('a times file is read back as written, longest first in whole seconds', () => {
  const file = join(scratch, 'times.json');
  const text = timesFile(new Map([['short.test.ts', 2.4], ['long.test.ts', 181.6], ['mid.test.ts', 40]]));
  writeFileSync(file, text);
  expect(Object.entries(readTimes(file))).toEqual([['long.test.ts', 182], ['mid.test.ts', 40], ['short.test.ts', 2]]);
});

test('a missing, half-written or hand-edited times file orders nothing', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(readTimes(join(scratch, 'missing.json'))).toEqual({});
  for (const [name, content] of [['cut.json', '{"a.test.ts": 1'], ['list.json', '[1, 2]'], ['words.json', '{"a.test.ts": "long"}'], ['null.json', 'null']]) {
    writeFileSync(join(scratch, name as string), content as string);
    expect(readTimes(join(scratch, name as string))).toEqual({});
  }
  expect(warn).toHaveBeenCalledTimes(4);
  warn.mockRestore();
});
