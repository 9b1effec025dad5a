import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AboutUsPage } from './AboutUsPage.tsx';
import { renderLegalPage } from './renderLegalPage.tsx';

describe('the about us page', () => {
  it('has the banner and the sections Our Values, The Team and Services Offered', async () => {
    await renderLegalPage('/about-us', AboutUsPage, 'About Us | Companion Directory');
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(['Our Values', 'The Team', 'Services Offered']);
    expect(screen.getByRole('region', { name: 'Our Values' })).toHaveTextContent(/18 or over/);
    expect(screen.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact-us');
  });
});
