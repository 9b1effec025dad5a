// A lazily loaded module's messages are a catalog of their own (lingui.config.ts), loaded with its code: the
// frame's catalog no longer carries every dialog a page may open, and nothing shows in English on a Hindi page.
// runs isolated: React.lazy keeps what it loaded for the module's life, and this test needs the first load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportAdAction } from '../features/ads/report/ReportAdAction.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { i18nFor } from './i18n.ts';
import { startSessionTexts } from './moduleMessages.ts';

// the tests run from the repository's root (vitest.config.ts)
const SOURCE = join(process.cwd(), 'client/src');
const sources = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|__generated__|^locales\//.test(file))
  .map((file) => ({ file, text: readFileSync(join(SOURCE, file), 'utf8') }));

describe('a lazily loaded module in Hindi', () => {
  it('brings its own messages with its code', async () => {
    const hindi = await i18nFor('hi');
    startSessionTexts(hindi);
    renderWithProviders(<ReportAdAction adId="QWQ6MQ==" adName="Asha" label="रिपोर्ट" />, { i18n: hindi });
    await userEvent.click(screen.getByRole('button', { name: 'रिपोर्ट' }));
    expect(await screen.findByRole('dialog', { name: 'इस विज्ञापन की रिपोर्ट करें' })).toBeInTheDocument();
  });

  it('is loaded by lazyWithMessages, which names its own module', () => {
    const plainLazy = sources
      .filter(
        ({ file, text }) => /\blazy\(/.test(text) && file !== 'lib/moduleMessages.ts' && file !== 'app/routes.tsx',
      )
      .map(({ file }) => file);
    expect(plainLazy).toEqual([]);
    const calls = sources.flatMap(({ text }) => [
      ...text.matchAll(/lazyWithMessages\(\s*'(\w+)',\s*\(\) =>\s*import\('[^']*\/(\w+)\.tsx'\)/g),
    ]);
    expect(calls.length).toBeGreaterThan(10);
    expect(calls.filter(([, named, file]) => named !== file).map(([call]) => call)).toEqual([]);
  });
});
