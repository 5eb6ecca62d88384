/**
 * An edit made outside the studio is never overwritten in silence (issue 20 §1): an editor saves a file at a random
 * moment while the studio saves it. Whatever the timing, either the editor's text is what stays on disk, or the
 * studio answers with a conflict. A studio save that answers 200 while the editor's write, already made, is gone
 * is a lost write. With the version checked only before the slow part of a save, 13 of 683 were lost.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { studioApi } from '../../src/studio/protocol.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const file = 'site-config/pages/gap.json';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('an editor saving during studio saves loses no write: the studio saves, or says the file changed', async () => {
  const abs = path.join(studio.root, file);
  const opened = async () => (await studio.call('GET', `${studioApi.file}?file=${encodeURIComponent(file)}`)).json;
  // How long the last save took, so the editor's writes are spread over the whole of the next one.
  let saveMs = 20;

  let lost = 0;
  let conflicts = 0;
  const rounds = 60;
  for (let round = 0; round < rounds; round++) {
    const current = await opened();
    const mine = structuredClone(current.data);
    mine.sections[0].heading = `Saved by the studio, round ${round}`;
    const theirs = current.text.replace(/"heading": "[^"]*"/, `"heading": "Saved by an editor, round ${round}"`);
    const started = performance.now();
    const [answer] = await Promise.all([
      studio.call('PUT', studioApi.file, { file, data: mine, baseVersion: current.version }).finally(() => (saveMs = performance.now() - started)),
      sleep(Math.random() * saveMs).then(() => writeFile(abs, theirs)),
    ]);
    const onDisk = await readFile(abs, 'utf8');
    if (answer.status === 409) conflicts++;
    else if (answer.status === 200 && onDisk.includes(`Saved by the studio, round ${round}`)) lost++;
    else expect(answer.status).toBe(200);
  }
  console.log(`save race: ${rounds} rounds, the last save took ${saveMs.toFixed(0)} ms; ${conflicts} conflicts said, ${lost} editor writes lost`);
  expect(lost).toBe(0);
  // Nothing of the saves is left beside the file (their temporary copies start with ".").
  expect((await readdir(path.dirname(abs))).filter((name) => name.startsWith('.'))).toEqual([]);
  // The editor's writes did land during saves, or this proved nothing. How many do depends on the machine's load
  // (runs of 150 rounds saw 28 to 59): a tenth is plenty to prove the race was run.
  expect(conflicts).toBeGreaterThanOrEqual(rounds / 10);
});
