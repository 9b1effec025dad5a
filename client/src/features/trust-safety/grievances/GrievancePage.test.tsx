import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderRoutes, type MockEnvironment } from '../../../test/render.tsx';
import { GrievancePage, grievancePageLoader, GRIEVANCE_FORM_MESSAGES } from './GrievancePage.tsx';
import { GrievanceStatusPage, grievanceStatusPageLoader, TRACKING_NUMBER_REQUIRED } from './GrievanceStatusPage.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { refusal } from '../../../test/mutations.ts';
import { resolveGenerated } from '../../../test/page.tsx';

function renderGrievancePages(path: string) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/grievance', element: <GrievancePage />, loader: grievancePageLoader(environment) },
      { path: '/grievance/status', element: <GrievanceStatusPage />, loader: grievanceStatusPageLoader(environment) },
    ],
    { path, environment },
  );
  return environment;
}

async function resolvePage(environment: MockEnvironment, resolvers: Record<string, () => unknown> = {}) {
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  resolveGenerated(environment, {
    PageHead: () => ({ title: 'Grievance Redressal | Companion Directory', robots: 'index, follow' }),
    GrievanceOfficer: () => ({ name: 'Priya Nair', email: 'grievance@example.in' }),
    ...resolvers,
  });
}

const form = () => within(screen.getByRole('form', { name: 'Complaint form' }));
const formShown = () => screen.findByRole('form', { name: 'Complaint form' });

describe('the grievance page', () => {
  it('names the grievance officer with their address, and links the status page', async () => {
    const environment = renderGrievancePages('/grievance');
    await resolvePage(environment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grievance Redressal' })).toBeInTheDocument();
    expect(screen.getByText('Priya Nair')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'grievance@example.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@example.in',
    );
    expect(screen.getByRole('link', { name: 'follow your complaint' })).toHaveAttribute('href', '/grievance/status');
  });

  it('checks the form before sending, each message under its field', async () => {
    const environment = renderGrievancePages('/grievance');
    await resolvePage(environment);
    await formShown();
    await userEvent.type(form().getByLabelText('Link to the ad or page (optional)'), 'my ad');
    await userEvent.type(form().getByLabelText('Your e-mail or phone number'), 'call me');
    await userEvent.click(form().getByRole('button', { name: 'Submit Complaint' }));
    for (const message of [
      GRIEVANCE_FORM_MESSAGES.category,
      GRIEVANCE_FORM_MESSAGES.adLink,
      GRIEVANCE_FORM_MESSAGES.details,
      GRIEVANCE_FORM_MESSAGES.contact,
    ]) {
      expect(form().getByText(message)).toBeInTheDocument();
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('files a complaint and answers its tracking number, with a link to follow it', async () => {
    const environment = renderGrievancePages('/grievance');
    await resolvePage(environment);
    await formShown();
    await userEvent.selectOptions(
      form().getByLabelText('What is your complaint about?'),
      'My photo or private image, used without my consent',
    );
    await userEvent.type(
      form().getByLabelText('Link to the ad or page (optional)'),
      ' https://example.in/call-girls/12 ',
    );
    await userEvent.type(form().getByLabelText('Details'), ' This is my photo. ');
    await userEvent.type(form().getByLabelText('Your e-mail or phone number'), 'victim@example.in');
    await userEvent.click(form().getByRole('button', { name: 'Submit Complaint' }));
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      category: 'non_consensual_image',
      adLink: 'https://example.in/call-girls/12',
      details: 'This is my photo.',
      contact: 'victim@example.in',
      // the complainant's mails in the page's language (issue 35)
      language: 'en',
    });
    resolveWith(environment, {
      submitGrievance: {
        __typename: 'MutationSubmitGrievanceSuccess',
        receipt: { trackingNumber: 'GRV-7KQ2M9XA' },
      },
    });
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Your complaint has been received.Your tracking number is GRV-7KQ2M9XA.');
    expect(within(receipt).getByRole('link', { name: 'follow your complaint' })).toHaveAttribute(
      'href',
      '/grievance/status?number=GRV-7KQ2M9XA',
    );
    expect(form().getByLabelText('Details')).toHaveValue('');
  });

  it("shows the server's refusal under its field, and a failure above the form", async () => {
    const environment = renderGrievancePages('/grievance');
    await resolvePage(environment);
    await formShown();
    await userEvent.selectOptions(form().getByLabelText('What is your complaint about?'), 'Scam or fraud');
    await userEvent.type(form().getByLabelText('Details'), 'Advance payment asked.');
    await userEvent.type(form().getByLabelText('Your e-mail or phone number'), '9876543210');
    await userEvent.click(form().getByRole('button', { name: 'Submit Complaint' }));
    resolveWith(environment, {
      submitGrievance: refusal(
        'RateLimitedError',
        'You have sent several complaints in the last hour. Please try again later.',
      ),
    });
    expect(
      await form().findByText('You have sent several complaints in the last hour. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(form().getByRole('button', { name: 'Submit Complaint' }));
    act(() => environment.mock.rejectMostRecentOperation(new Error('offline')));
    expect(await form().findByText(GRIEVANCE_FORM_MESSAGES.failed)).toBeInTheDocument();
    // nothing typed is lost
    expect(form().getByLabelText('Details')).toHaveValue('Advance payment asked.');
  });
});

describe('the complaint status page', () => {
  it('shows the progress of the number in the address', async () => {
    const environment = renderGrievancePages('/grievance/status?number=GRV-7KQ2M9XA');
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      number: 'GRV-7KQ2M9XA',
      hasNumber: true,
      language: 'en',
    });
    await resolvePage(environment, {
      QueryGrievanceProgressResult: () => ({ __typename: 'QueryGrievanceProgressSuccess' }),
      GrievanceProgress: () => ({
        trackingNumber: 'GRV-7KQ2M9XA',
        category: 'scam',
        status: 'acknowledged',
        createdAt: '2026-11-20T04:30:00.000Z',
        acknowledgedAt: '2026-11-20T10:00:00.000Z',
        resolvedAt: null,
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Complaint GRV-7KQ2M9XA' })).toBeInTheDocument();
    const rows = Array.from(document.querySelectorAll('dt')).map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(rows).toEqual([
      ['Status', 'Acknowledged'],
      ['About', 'Scam or fraud'],
      ['Filed', '20 Nov 2026, 10:00 am'],
      ['Acknowledged', '20 Nov 2026, 3:30 pm'],
      ['Resolved', 'Not yet'],
    ]);
    expect(screen.getByLabelText('Tracking number')).toHaveValue('GRV-7KQ2M9XA');
  });

  it('asks for a number, looks it up, and says when none matches', async () => {
    const environment = renderGrievancePages('/grievance/status');
    await resolvePage(environment);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Check Status' }));
    expect(screen.getByText(TRACKING_NUMBER_REQUIRED)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Tracking number'), ' GRV-BBBBBBBB ');
    await userEvent.click(screen.getByRole('button', { name: 'Check Status' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      number: 'GRV-BBBBBBBB',
      hasNumber: true,
      language: 'en',
    });
    // the generator picks the union's first member: the refusal is written into its answer
    act(() =>
      environment.mock.resolveMostRecentOperation((operation) => {
        const payload = MockPayloadGenerator.generate(operation, {
          PageHead: () => ({ title: 'Complaint Status | Companion Directory', robots: 'index, follow' }),
        });
        const message = 'No complaint has this tracking number. Please check it and try again.';
        return {
          ...payload,
          data: {
            ...payload.data,
            grievanceProgress: refusal('NotFoundError', message),
          },
        };
      }),
    );
    expect(
      await screen.findByText('No complaint has this tracking number. Please check it and try again.'),
    ).toBeInTheDocument();
  });
});
