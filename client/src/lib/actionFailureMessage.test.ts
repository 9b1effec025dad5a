// 'Session Expired' in the screen's language (issue 35): an advertiser's Hindi screen says it in Hindi, a staff
// screen (which passes no i18n) in English; the fallback while the session lasts.
import { afterEach, describe, expect, it } from 'vitest';
import { i18nFor } from './i18n.ts';
import { loadModuleMessages } from './moduleMessages.ts';
import { actionFailureMessage } from './actionFailureMessage.ts';
import { session } from './session.ts';

afterEach(() => session.logOut());

describe('what a failed action says', () => {
  it('says the screen’s own failure while the session lasts, and that it expired once it ended', async () => {
    const hindi = await i18nFor('hi');
    await loadModuleMessages(hindi, 'src/features/ads/mine/MyAdsPage.tsx');
    session.logIn({ token: 'token', name: 'Asha', contact: '9876543210', role: 'user', credits: 5 });
    expect(actionFailureMessage('Failed to stop the ad.', true, hindi)).toBe('Failed to stop the ad.');
    session.logOut();
    expect(actionFailureMessage('विज्ञापन रोका नहीं जा सका।', true, hindi)).toBe('सेशन ख़त्म हो गया');
    expect(actionFailureMessage('Failed to Delete Blog', true)).toBe('Session Expired');
    // no session to begin with: the failure itself
    expect(actionFailureMessage('Failed to Delete Blog', false)).toBe('Failed to Delete Blog');
  });
});
