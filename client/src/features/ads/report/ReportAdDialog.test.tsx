// The report form's reasons in the page's language (issue 35): in English, the same words the moderation
// queue shows (common/reportReasons.ts), so a visitor's reason and the desk's never drift apart.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS } from '../../../../../common/reportReasons.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReportAdDialog } from './ReportAdDialog.tsx';

describe('the report form', () => {
  it("offers the desk's reasons, in its words, in English", async () => {
    renderWithProviders(<ReportAdDialog adId="QWQ6MQ==" adName="Riya" open onClose={() => {}} />);
    const reason = await screen.findByRole('combobox', { name: /Reason/ });
    const offered = [...reason.querySelectorAll('option')].map((option) => option.textContent).filter(Boolean);
    expect(offered).toEqual(expect.arrayContaining(Object.values(REPORT_REASON_LABELS)));
  });
});
