import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { renderRoutes } from '../../../test/render.tsx';
import { AdDetailsPage, adDetailsPageLoader } from './AdDetailsPage.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { refusal } from '../../../test/mutations.ts';

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

/** The readable address of AD (issue 33). */
const AD_PATH = '/call-girls/pune/riya-7';

function renderDetails(path: string) {
  const environment = createMockEnvironment();
  const loader = adDetailsPageLoader(environment);
  renderRoutes(
    [
      { path: '/call-girls/:citySlug/:categorySlug', element: <AdDetailsPage />, loader },
      { path: '/call-girls/:id', element: <AdDetailsPage />, loader },
      { path: '/call-girls', element: <p>The listing</p> },
    ],
    { path: path.startsWith('/') ? path : `/call-girls/${path}`, environment },
  );
  return environment;
}

const OTHER = {
  ...AD,
  id: btoa('Ad:8'),
  name: 'Meera',
  location: { ...AD.location },
  startDate: '2025-03-02',
  images: [],
};

interface Answer {
  ad: typeof AD | null;
  neighbours?: { ended: boolean; category: { name: string; slug: string } | null; ads: (typeof AD)[] } | null;
  head?: { status: number; redirectTo: string | null };
}

async function resolveAd(environment: ReturnType<typeof createMockEnvironment>, answer: Answer | typeof AD | null) {
  const {
    ad,
    neighbours = null,
    head = { status: 200, redirectTo: null },
  } = answer && 'ad' in answer ? answer : { ad: answer as typeof AD | null };
  let operation: OperationDescriptor | undefined;
  await waitFor(() => expect((operation = environment.mock.getAllOperations()[0])).toBeDefined());
  act(() =>
    environment.mock.resolve(
      operation!,
      MockPayloadGenerator.generate(operation!, {
        Query: () => ({
          ad,
          adNeighbours: neighbours && { ...neighbours, city: { name: 'Pune', slug: 'pune' } },
        }),
        PageHead: () => ({ title: 'Riya', canonicalUrl: '', robots: 'index', ...head }),
        Ad: (context) => (context.path?.includes('adNeighbours') ? OTHER : (ad ?? {})),
      }),
    ),
  );
  return operation!;
}

const nameOf = (operation: OperationDescriptor) => operation.request.node.params.name;

describe('the ad details page', () => {
  it('counts a visit of the page, and each tap on call or WhatsApp, for the statistics', async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    await waitFor(() => expect(environment.mock.getAllOperations().map(nameOf)).toContain('useRecordAdEventMutation'));
    const beacons = () =>
      environment.mock.getAllOperations().filter((operation) => nameOf(operation) === 'useRecordAdEventMutation');
    expect(beacons().map((operation) => operation.request.variables)).toContainEqual({ kind: 'view', adIds: [AD_ID] });
    const bar = await screen.findByRole('region', { name: 'Contact Riya' });
    const call = within(bar).getByRole('link', { name: /^Call/ });
    // jsdom would try to navigate to tel:
    call.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(call);
    expect(beacons().map((operation) => operation.request.variables)).toContainEqual({ kind: 'phone', adIds: [AD_ID] });
  });

  it('shows the ad, its photos and its contact actions', async () => {
    const user = userEvent.setup();
    const environment = renderDetails(AD_PATH);
    const operation = await resolveAd(environment, AD);
    // the head in the page's language (issue 35)
    expect(operation.request.variables).toEqual({ id: AD_ID, path: AD_PATH, citySlug: 'pune', language: 'en' });

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
    // the run in words (issue 33), never 2025-03-01 to 2025-03-31
    expect(screen.getByText(/^ended 31 Mar 2025$/)).toHaveAttribute('datetime', '2025-03-31');
    expect(screen.queryByText(/2025-03-01/)).not.toBeInTheDocument();

    // the inline buttons (shown from the md breakpoint up; jsdom reads no media query)
    expect(screen.getByRole('link', { name: 'Call 9876543210', hidden: true })).toHaveAttribute(
      'href',
      'tel:9876543210',
    );
    const whatsApp = screen.getAllByRole('link', { name: /WhatsApp Riya/ })[0]!.getAttribute('href')!;
    expect(whatsApp).toContain('https://wa.me/919876543210?text=');
    expect(decodeURIComponent(whatsApp)).toContain(`${window.location.origin}${AD_PATH}`);
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
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, { ...AD, age: null as unknown as number, verified: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riya' })).toBeInTheDocument();
    expect(screen.queryByText(/ yrs$/)).not.toBeInTheDocument();
    expect(screen.queryByText('✓ Verified')).not.toBeInTheDocument();
  });

  it('moves an old address (database id or global id) to the readable one the server names', async () => {
    for (const old of ['7', AD_ID]) {
      const environment = renderDetails(old);
      const operation = await resolveAd(environment, { ad: AD, head: { status: 301, redirectTo: AD_PATH } });
      expect(operation.request.variables).toEqual({
        id: AD_ID,
        path: `/call-girls/${old}`,
        citySlug: null,
        language: 'en',
      });
      // moved: the readable address's page asks for it
      await waitFor(() =>
        expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
          id: AD_ID,
          path: AD_PATH,
          citySlug: 'pune',
          language: 'en',
        }),
      );
      cleanup();
    }
  });

  it('shows more ads of the city and category under the ad, with the way to their listing', async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, {
      ad: AD,
      neighbours: { ended: false, category: { name: 'Independent', slug: 'independent' }, ads: [OTHER] },
    });
    const more = await screen.findByRole('region', { name: 'More Independent ads in Pune' });
    expect(within(more).getByRole('link', { name: 'View Details of Meera' })).toHaveAttribute(
      'href',
      '/call-girls/pune/meera-8',
    );
    expect(within(more).getByRole('link', { name: 'See all Independent ads in Pune' })).toHaveAttribute(
      'href',
      '/call-girls/pune/independent',
    );
  });

  it("says an ended ad has ended and shows the city's current ads, nothing of the ad", async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, {
      ad: null,
      neighbours: { ended: true, category: null, ads: [OTHER] },
      head: { status: 410, redirectTo: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This ad has ended' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: 'Ads in Pune today' });
    expect(within(current).getByRole('link', { name: 'View Details of Meera' })).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'See all ads in Pune' })).toHaveAttribute(
      'href',
      '/call-girls/pune',
    );
    expect(screen.queryByText('Riya')).not.toBeInTheDocument();
  });

  it('shows the not-found page for an ad that is not there', async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an address that names no ad, without asking the server', async () => {
    const environment = renderDetails('not-an-ad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes a report: a reason first, then the reference number to quote', async () => {
    const environment = renderDetails(AD_PATH);
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
    resolveWith(environment, {
      reportAd: { __typename: 'MutationReportAdSuccess', receipt: { reference: 'RPT-7KQ2M9XA' } },
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Your reference number is RPT-7KQ2M9XA.');
  });

  it("shows the server's refusal inside the dialog", async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    await userEvent.click(await screen.findByRole('button', { name: 'Report this ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this ad' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), 'Scam or fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    resolveWith(environment, {
      reportAd: refusal('ConflictError', 'You have already reported this ad. Thank you: we are looking into it.'),
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have already reported this ad.');
  });

  it('keeps Call and WhatsApp in a bar fixed at the bottom, above the safe area, with room left for it', async () => {
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    const bar = await screen.findByRole('region', { name: 'Contact Riya' });
    expect(within(bar).getByRole('link', { name: 'Call Riya' })).toHaveAttribute('href', 'tel:9876543210');
    expect(within(bar).getByRole('link', { name: /WhatsApp Riya/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/919876543210'),
    );
    const style = getComputedStyle(bar);
    expect(style.position).toBe('fixed');
    expect(style.bottom).toBe('0px');
    // above the phone's own bar, and the body's end leaves room for it below phone widths (jsdom computes
    // neither env() nor :has(): the rules as written)
    const rules = [...document.querySelectorAll('style')].map((element) => element.textContent).join('\n');
    expect(rules).toMatch(/padding-bottom:\s*calc\(0\.5rem \+ env\(safe-area-inset-bottom\)\)/);
    expect(rules).toMatch(
      /@media screen and \(max-width: 47\.99rem\)\s*\{\s*body:has\(\.[\w-]+\)\s*\{\s*padding-bottom:\s*calc\(4\.5rem \+ env\(safe-area-inset-bottom\)\)/,
    );
  });
});

describe('sharing an ad', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("hands the ad's title and readable address to the phone's share sheet", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({ title: 'Riya in Pune', url: `${window.location.origin}${AD_PATH}` });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('copies the address and says so where there is no share sheet', async () => {
    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${AD_PATH}`);
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const environment = renderDetails(AD_PATH);
    await resolveAd(environment, AD);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText(`Copy this link: ${window.location.origin}${AD_PATH}`)).toBeInTheDocument();
  });
});
