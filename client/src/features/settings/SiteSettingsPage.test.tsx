import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../components/toasts.ts';
import { SiteSettingsPage, siteSettingsPageLoader } from './SiteSettingsPage.tsx';
import { renderPageGenerated } from '../../test/page.tsx';
import { resolveWith } from '../../test/mockConnection.ts';
import { answerWithToast, refusal } from '../../test/mutations.ts';
import { expectSent } from '../../test/operations.ts';

const SAVED = {
  siteName: 'Companion Directory',
  contactEmail: 'support@companiondirectory.in',
  contactPhone: '',
  supportHours: '',
  grievanceOfficer: { name: 'Grievance Officer', email: 'admin@example.com', phone: '' },
  notificationEmails: ['ops@companiondirectory.in'],
  updatedAt: null,
  screeningTerms: '# Minors\nschoolgirl\nkam umar',
  screeningTermsAreDefault: true,
  defaultScreeningTerms: '# Minors\nschoolgirl\nkam umar',
  holdNewAdvertisers: false,
  watermarkPhotos: true,
  receipt: { operatorLegalName: '', operatorAddress: '', operatorStateCode: '', gstin: '', gstRatePercent: 18 },
};

async function renderSettings() {
  const { environment } = await renderPageGenerated(
    {
      path: '/admin/settings',
      element: <SiteSettingsPage />,
      loader: siteSettingsPageLoader,
      query: 'SiteSettingsPageQuery',
    },
    {
      SiteSettings: () => SAVED,
      GrievanceOfficer: () => SAVED.grievanceOfficer,
      ReceiptDetails: () => SAVED.receipt,
    },
  );
  return { environment, form: within(await screen.findByRole('form', { name: 'Site settings' })) };
}

afterEach(() => toaster.remove());

describe('the site settings screen', () => {
  it('shows the settings, and saves every field at once with the notice addresses one per line', async () => {
    const { environment, form } = await renderSettings();
    expect(form.getByLabelText('Site name')).toHaveValue('Companion Directory');
    expect(form.getByLabelText('Contact e-mail')).toHaveValue('support@companiondirectory.in');
    expect(form.getByLabelText("Officer's name")).toHaveValue('Grievance Officer');
    expect(form.getByLabelText('Notice addresses')).toHaveValue('ops@companiondirectory.in');
    expect(form.getByRole('link', { name: 'Credit Scheme' })).toHaveAttribute('href', '/admin/credit-scheme');

    await userEvent.clear(form.getByLabelText('Site name'));
    await userEvent.type(form.getByLabelText('Site name'), 'Delhi Dates');
    await userEvent.type(form.getByLabelText('Contact phone'), '9876501234');
    await userEvent.type(form.getByLabelText('Support hours'), 'Every day, 10:00 to 19:00');
    await userEvent.type(form.getByLabelText('Notice addresses'), '{Enter}owner@delhi-dates.in, second@delhi-dates.in');
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));

    expectSent(environment, 'useUpdateSiteSettingsMutation', {
      siteName: 'Delhi Dates',
      contactEmail: 'support@companiondirectory.in',
      contactPhone: '9876501234',
      supportHours: 'Every day, 10:00 to 19:00',
      grievanceOfficerName: 'Grievance Officer',
      grievanceOfficerEmail: 'admin@example.com',
      grievanceOfficerPhone: '',
      notificationEmails: ['ops@companiondirectory.in', 'owner@delhi-dates.in', 'second@delhi-dates.in'],
      screeningTerms: '# Minors\nschoolgirl\nkam umar',
      holdNewAdvertisers: false,
      watermarkPhotos: true,
      operatorLegalName: '',
      operatorAddress: '',
      operatorStateCode: '',
      gstin: '',
      gstRatePercent: 18,
    });
    await answerWithToast(
      environment,
      {
        updateSiteSettings: {
          __typename: 'MutationUpdateSiteSettingsSuccess',
          siteSettings: { ...SAVED, siteName: 'Delhi Dates', updatedAt: '2026-11-25T10:00:00Z' },
        },
      },
      'Site settings saved.',
    );
  });

  it("says the server's refusal under the field before sending", async () => {
    // the page checks with the settings service's schema (common/forms/settings.ts), so a bad address
    // is refused here in the server's words; a refusal only the server can know is the next test's
    const { environment, form } = await renderSettings();
    await userEvent.type(form.getByLabelText('Notice addresses'), '{Enter}not an address');
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await form.findByText('Please Enter a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText('Notice addresses')).toHaveAttribute('aria-invalid', 'true');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('edits the screening terms, holding new advertisers and the watermark, and restores the default list', async () => {
    const { environment, form } = await renderSettings();
    const terms = form.getByLabelText('Screening terms');
    expect(terms).toHaveValue('# Minors\nschoolgirl\nkam umar');
    expect(form.getByText(/This is the default list\./)).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Restore the default list' })).not.toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: "Hold new advertisers' ads for review" })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Mark public photos with the site name' })).toBeChecked();

    await userEvent.type(terms, '{Enter}full service');
    expect(form.getByText(/Your own list\./)).toBeInTheDocument();
    await userEvent.click(form.getByRole('checkbox', { name: "Hold new advertisers' ads for review" }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Mark public photos with the site name' }));
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      screeningTerms: '# Minors\nschoolgirl\nkam umar\nfull service',
      holdNewAdvertisers: true,
      watermarkPhotos: false,
    });
    resolveWith(environment, {
      updateSiteSettings: refusal('ValidationError', 'Line 4: a term may have at most 60 characters.', {
        field: 'screeningTerms',
      }),
    });
    expect(await form.findByText('Line 4: a term may have at most 60 characters.')).toBeInTheDocument();
    expect(terms).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(form.getByRole('button', { name: 'Restore the default list' }));
    expect(terms).toHaveValue('# Minors\nschoolgirl\nkam umar');
  });

  it("takes the operator's details for receipts; a GSTIN is checked and must be of the chosen state", async () => {
    const { environment, form } = await renderSettings();
    const receipts = within(form.getByRole('region', { name: 'Receipts' }));
    await userEvent.type(receipts.getByLabelText('Legal name'), 'Kamini Media Private Limited');
    await userEvent.type(receipts.getByLabelText('Postal address'), '12 MG Road{Enter}Bengaluru 560001');
    await userEvent.selectOptions(receipts.getByLabelText('State'), '27');
    await userEvent.type(receipts.getByLabelText('GSTIN'), '29AAGCB7383J1Z5');
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await receipts.findByText(/Please enter a valid 15-character GSTIN/)).toBeInTheDocument();
    expect(receipts.getByLabelText('GSTIN')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(receipts.getByLabelText('GSTIN'));
    await userEvent.type(receipts.getByLabelText('GSTIN'), '29aagcb7383j1z4');
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));
    expect(await receipts.findByText(/This GSTIN belongs to another state/)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await userEvent.selectOptions(receipts.getByLabelText('State'), '29');
    await userEvent.clear(receipts.getByLabelText('GST rate (%)'));
    await userEvent.type(receipts.getByLabelText('GST rate (%)'), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      operatorLegalName: 'Kamini Media Private Limited',
      operatorAddress: '12 MG Road\nBengaluru 560001',
      operatorStateCode: '29',
      gstin: '29AAGCB7383J1Z4',
      gstRatePercent: 12,
    });
  });
});
