/**
 * New page's title, asked of the validator before the page is made (issue 20 §3): a title another page has is
 * named with that page's address, one too short or too long is said, and the site's name comes with the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioApi, type TitleCheck } from '../../src/studio/protocol.ts';
import { startStudio, type RunningStudio } from './studio-harness.ts';

let studio: RunningStudio;
beforeAll(async () => {
  studio = await startStudio();
});
afterAll(() => studio?.stop());

const check = async (title: string) => (await studio.call('GET', `${studioApi.newPage}?title=${encodeURIComponent(title)}`)).json as TitleCheck;

describe('a new page’s title', () => {
  it('is free when no page has it, and the answer says the site’s name', async () => {
    expect(await check('Tire Care | Owl Admin')).toEqual({ title: 'Tire Care | Owl Admin', ok: true, brand: 'Owl Admin' });
  });

  it('another page’s title is flagged, naming that page by its address, before the page is made', async () => {
    const answer = await check('GAP Insurance Protection | Guaranteed Asset Protection');
    expect(answer).toEqual({
      title: 'GAP Insurance Protection | Guaranteed Asset Protection',
      ok: false,
      brand: 'Owl Admin',
      message: 'Another page (/gap) already has this title. Search engines show two pages with one title alike: change a word or two.',
    });
  });

  it('one too short or too long is said in the validator’s words', async () => {
    expect(await check('Tires')).toMatchObject({ ok: false, message: 'This title is too short: at least 10 characters, got 5' });
    expect(await check(`${'Tire and wheel protection '.repeat(3)}| Owl Admin`)).toMatchObject({ ok: false, message: 'This title is too long: at most 70 characters, got 89' });
  });
});
