import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoutes } from '../../../test/render.tsx';
import { AdDetailsPage, adDetailsPageLoader } from './AdDetailsPage.tsx';

const AD_ID = btoa('Ad:7');

const AD = {
  id: AD_ID,
  name: 'Riya',
  description: 'Friendly and elegant companion for dinners and events.',
  contact: '9876543210',
  age: 24,
  verified: true,
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  services: ['Dinner dates', 'Travel companion'],
  category: { name: 'Independent' },
  location: { name: 'Pune', slug: 'pune', state: { name: 'Maharashtra' } },
  quickSummaries: [
    { name: 'Age', value: '24' },
    { name: 'Languages', value: 'Hindi, English' },
  ],
  customSections: [{ title: 'Rates', description: 'Ask on WhatsApp.' }],
  images: [
    {
      url: 'https://cdn.test/a.webp',
      srcSet: 'https://cdn.test/a-480.webp 480w, https://cdn.test/a.webp 1200w',
      width: 1200,
      height: 1500,
    },
    {
      url: 'https://cdn.test/b.webp',
      srcSet: 'https://cdn.test/b-480.webp 480w, https://cdn.test/b.webp 1200w',
      width: 1200,
      height: 1500,
    },
  ],
};

function renderDetails(segment: string) {
  const environment = createMockEnvironment();
  renderRoutes(
    [
      { path: '/call-girls/:id', element: <AdDetailsPage />, loader: adDetailsPageLoader(environment) },
      { path: '/call-girls', element: <p>The listing</p> },
    ],
    { path: `/call-girls/${segment}`, environment },
  );
  return environment;
}

async function resolveAd(environment: ReturnType<typeof createMockEnvironment>, ad: typeof AD | null) {
  let operation: OperationDescriptor | undefined;
  await waitFor(() => expect((operation = environment.mock.getAllOperations()[0])).toBeDefined());
  act(() =>
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, { Query: () => ({ ad }), Ad: () => ad ?? {} }),
    ),
  );
  return operation!;
}

const nameOf = (operation: OperationDescriptor) => operation.request.node.params.name;

describe('the ad details page', () => {
  it('counts a visit of the page, and each tap on call or WhatsApp, for the statistics', async () => {
    const environment = renderDetails(AD_ID);
    await resolveAd(environment, AD);
    await waitFor(() => expect(environment.mock.getAllOperations().map(nameOf)).toContain('useRecordAdEventMutation'));
    const beacons = () =>
      environment.mock.getAllOperations().filter((operation) => nameOf(operation) === 'useRecordAdEventMutation');
    expect(beacons().map((operation) => operation.request.variables)).toContainEqual({ kind: 'view', adIds: [AD_ID] });
    const call = (await screen.findAllByRole('link', { name: /^Call/ }))[0]!;
    // jsdom would try to navigate to tel:
    call.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(call);
    expect(beacons().map((operation) => operation.request.variables)).toContainEqual({ kind: 'phone', adIds: [AD_ID] });
  });

  it('shows the ad, its photos and its contact actions', async () => {
    const user = userEvent.setup();
    const environment = renderDetails(AD_ID);
    const operation = await resolveAd(environment, AD);
    expect(operation.request.variables).toEqual({ id: AD_ID, path: `/call-girls/${AD_ID}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Riya' })).toBeInTheDocument();
    expect(screen.getByText('Independent')).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument();
    // issue 31: the person's age and the verified mark
    expect(screen.getByText('24 yrs')).toBeInTheDocument();
    expect(screen.getByText('✓ Verified')).toBeInTheDocument();
    expect(screen.getByText(AD.description)).toBeInTheDocument();
    expect(screen.getByText('Age').nextElementSibling).toHaveTextContent('24');
    expect(screen.getByText('Travel companion')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rates' })).toBeInTheDocument();
    expect(screen.getByText('Ask on WhatsApp.')).toBeInTheDocument();
    expect(screen.getByText('2025-03-01')).toBeInTheDocument();
    expect(screen.getByText('2025-03-31')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Call 9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    const whatsApp = screen.getByRole('link', { name: /WhatsApp Riya/ }).getAttribute('href')!;
    expect(whatsApp).toContain('https://wa.me/919876543210?text=');
    expect(decodeURIComponent(whatsApp)).toContain(`${window.location.origin}/call-girls/${AD_ID}`);
    expect(screen.getByRole('link', { name: /Back to listing/ })).toHaveAttribute('href', '/call-girls/pune');
    expect(screen.getByRole('note', { name: 'Stay safe' })).toHaveTextContent(
      'Never pay anything in advance, and meet in a public place first.',
    );

    const gallery = screen.getByRole('region', { name: 'Photos of Riya' });
    const main = within(gallery).getByAltText('Riya, photo 1 of 2');
    expect(main).toHaveAttribute('srcset', AD.images[0]!.srcSet);
    await user.click(within(gallery).getByRole('button', { name: 'Show photo 2 of 2' }));
    expect(within(gallery).getByAltText('Riya, photo 2 of 2')).toHaveAttribute('src', 'https://cdn.test/b.webp');
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByAltText('Riya, photo 1 of 2')).toBeInTheDocument();
  });

  it('shows no age for an old ad without one, and no mark for an advertiser not verified', async () => {
    const environment = renderDetails(AD_ID);
    await resolveAd(environment, { ...AD, age: null as unknown as number, verified: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riya' })).toBeInTheDocument();
    expect(screen.queryByText(/ yrs$/)).not.toBeInTheDocument();
    expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument();
  });

  it('accepts the database id of older links', async () => {
    const environment = renderDetails('7');
    const operation = await resolveAd(environment, AD);
    expect(operation.request.variables).toEqual({ id: AD_ID, path: '/call-girls/7' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riya' })).toBeInTheDocument();
  });

  it('shows the not-found page for an ad that is not there', async () => {
    const environment = renderDetails(AD_ID);
    await resolveAd(environment, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an address that names no ad, without asking the server', async () => {
    const environment = renderDetails('not-an-ad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes a report: a reason first, then the reference number to quote', async () => {
    const environment = renderDetails(AD_ID);
    await resolveAd(environment, AD);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this ad' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Please choose why you are reporting this ad.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations().map(nameOf)).not.toContain('useReportAdMutation');

    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'The person may be under 18');
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), ' Looks about 16 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { adId: AD_ID, reason: 'underage', details: 'Looks about 16', contact: '' },
    });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { reportAd: { __typename: 'MutationReportAdSuccess', receipt: { reference: 'RPT-7KQ2M9XA' } } },
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your reference number is RPT-7KQ2M9XA.');
  });

  it("shows the server's refusal inside the dialog", async () => {
    const environment = renderDetails(AD_ID);
    await resolveAd(environment, AD);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this ad' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Scam or fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          reportAd: {
            __typename: 'ConflictError',
            __isError: 'ConflictError',
            message: 'You have already reported this ad. Thank you: we are looking into it.',
          },
        },
      }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this ad.');
  });
});
