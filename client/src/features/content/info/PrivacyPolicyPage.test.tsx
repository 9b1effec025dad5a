import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEST_SITE_SETTINGS } from '../../../test/render.tsx';
import { PrivacyPolicyPage } from './PrivacyPolicyPage.tsx';
import { renderLegalPage } from './renderLegalPage.tsx';

describe('the privacy policy page', () => {
  it('has the sections the SPEC lists, in order', async () => {
    await renderLegalPage('/privacy-policy', PrivacyPolicyPage, 'Privacy Policy | Companion Directory');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Information Collection',
      'Purpose of Data Use',
      'Your Rights',
      'Changes to This Policy',
      'Payment Terms',
      'Contact Us',
    ]);
    expect(screen.getByRole('region', { name: 'Information Collection' })).toHaveTextContent(
      /visit logs contain no IP address/,
    );
  });

  it('gives the contact e-mail address of the site settings and the contact form, and names the site as they do', async () => {
    const siteSettings = { ...TEST_SITE_SETTINGS, siteName: 'Delhi Dates', contactEmail: 'privacy@delhi-dates.in' };
    await renderLegalPage('/privacy-policy', PrivacyPolicyPage, 'Privacy Policy | Delhi Dates', siteSettings);
    expect(screen.getByText(/This policy explains what personal information Delhi Dates keeps/)).toBeInTheDocument();
    const contact = within(screen.getByRole('region', { name: 'Contact Us' }));
    expect(contact.getByRole('link', { name: 'privacy@delhi-dates.in' })).toHaveAttribute(
      'href',
      'mailto:privacy@delhi-dates.in',
    );
    expect(contact.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
    expect(contact.getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/grievance');
    expect(contact.getByText(/use ‘Report this ad’ on it/)).toBeInTheDocument();
  });

  it('says what a report or complaint keeps, and that no address is', async () => {
    await renderLegalPage('/privacy-policy', PrivacyPolicyPage, 'Privacy Policy | Companion Directory');
    expect(screen.getByRole('region', { name: 'Information Collection' })).toHaveTextContent(
      /Reports and complaints.*the address is never stored/,
    );
  });
});
