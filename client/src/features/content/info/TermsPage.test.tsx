import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderLegalPage } from './renderLegalPage.tsx';
import { TermsPage } from './TermsPage.tsx';

describe('the terms and conditions page', () => {
  it('has the sections the SPEC lists and the minimum age', async () => {
    await renderLegalPage('/terms-&-conditions', TermsPage, 'Terms and Conditions | Companion Directory');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'General Terms',
        'Obligations and Behaviour of the User',
        'Limitation of Liability',
        'Paid Services for Offeror Users',
        'Acceptable Use Policy',
      ]),
    );
    expect(screen.getByText('You must be 18 or over to use this website.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Paid Services for Offeror Users' })).toHaveTextContent(
      /non-refundable once the ad runs/,
    );
  });

  it('tells how to report an ad through the contact form', async () => {
    await renderLegalPage('/terms-&-conditions', TermsPage, 'Terms and Conditions | Companion Directory');
    const policy = screen.getByRole('region', { name: 'Acceptable Use Policy' });
    expect(policy).toHaveTextContent(/To report an ad to the administrators/);
    expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/contact-us');
  });

  it('names the report action and the grievance officer, with a link', async () => {
    await renderLegalPage('/terms-&-conditions', TermsPage, 'Terms and Conditions | Companion Directory');
    const policy = within(screen.getByRole('region', { name: 'Acceptable Use Policy' }));
    expect(policy.getByText(/use ‘Report this ad’ on the ad/)).toBeInTheDocument();
    expect(policy.getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/grievance');
  });
});
