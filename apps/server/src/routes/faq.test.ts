import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { makeApp, makeConfig, makeTempDir } from '../../test/helpers.js';
import { NO_FAQ_NOTE, type FaqFile } from '../faq/faq-schema.js';

const temp = makeTempDir();
afterAll(() => temp.remove());

const FIXTURE: FaqFile = {
  note: 'Answers from our club rules committee.',
  updated: '2026-11-01',
  sections: [
    {
      title: 'Regiments',
      questions: [{ question: 'Can a hero join a regiment of another army?', answer: 'No. Regiments are built from your own army.' }],
      rules: [{ title: 'Regiment leaders', questions: [{ question: 'Must the leader be a hero?', answer: 'Yes.' }] }],
    },
    { title: 'Terrain', questions: [{ question: 'Does Cover stack?', answer: 'No.' }], rules: [] },
  ],
};

describe('GET /faq', () => {
  it('answers an empty FAQ with a note when no FAQ file is configured', async () => {
    const app = await makeApp(makeConfig(temp.dir));
    try {
      const response = await app.inject({ method: 'GET', url: '/faq' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ note: NO_FAQ_NOTE, updated: null, sections: [] });
      expect(NO_FAQ_NOTE).toBe('No FAQ loaded for this data set.');
    } finally {
      await app.close();
    }
  });

  it('serves the configured file, compressed, with an ETag, and follows its edits', async () => {
    const faqPath = join(temp.dir, 'faq.json');
    writeFileSync(faqPath, JSON.stringify(FIXTURE));
    const app = await makeApp(makeConfig(temp.dir, { faqPath }));
    try {
      const first = await app.inject({ method: 'GET', url: '/faq' });
      expect(first.json()).toEqual(FIXTURE);
      expect((await app.inject({ method: 'GET', url: '/faq', headers: { 'if-none-match': first.headers.etag as string } })).statusCode).toBe(304);
      expect((await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');

      // Sections may leave out questions or rules; an edit is served without a restart.
      writeFileSync(faqPath, JSON.stringify({ sections: [{ title: 'Battle Tactics' }] }));
      const edited = await app.inject({ method: 'GET', url: '/faq' });
      expect(edited.json()).toEqual({ note: null, updated: null, sections: [{ title: 'Battle Tactics', questions: [], rules: [] }] });
      expect(edited.headers.etag).not.toBe(first.headers.etag);

      // A broken edit keeps the last good FAQ.
      writeFileSync(faqPath, '{"sections": [');
      expect((await app.inject({ method: 'GET', url: '/faq' })).json()).toEqual(edited.json());
    } finally {
      await app.close();
    }
  });

  it('refuses to start with an FAQ file that breaks the schema, naming the field', async () => {
    const faqPath = join(temp.dir, 'bad-faq.json');
    writeFileSync(faqPath, JSON.stringify({ sections: [{ title: 'Combat', questions: [{ question: 'Pile in?', answer: '' }] }] }));
    await expect(makeApp(makeConfig(temp.dir, { faqPath, databasePath: join(temp.dir, 'bad.sqlite') }))).rejects.toThrow(
      `The FAQ file ${faqPath} does not match the FAQ schema at sections[0].questions[0].answer: answer must not be empty.`,
    );
  });
});
