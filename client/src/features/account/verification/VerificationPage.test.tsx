import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../components/toasts.ts';
import { VERIFICATION_MESSAGES } from '../../../../../common/verification.ts';
import type { MockEnvironment } from '../../../test/render.tsx';
import { VerificationPage, verificationPageLoader } from './VerificationPage.tsx';
import { renderPage } from '../../../test/page.tsx';
import { resolveWith } from '../../../test/mockConnection.ts';
import { answerWithToast, failWithToast, refusal } from '../../../test/mutations.ts';

interface MockVerification {
  state: 'none' | 'pending' | 'approved' | 'refused' | 'revoked';
  code: string | null;
  reason: string | null;
  submittedAt: string | null;
  decidedAt: string | null;
  verifiedAt: string | null;
  fileRetentionDays: number;
}

const NONE: MockVerification = {
  state: 'none',
  code: 'K7MX4P',
  reason: null,
  submittedAt: null,
  decidedAt: null,
  verifiedAt: null,
  fileRetentionDays: 30,
};

async function renderVerification(verification: MockVerification) {
  const { environment } = await renderPage({
    path: '/verification',
    element: <VerificationPage />,
    loader: verificationPageLoader,
    query: 'VerificationPageQuery',
  });
  resolveWith(environment, { myVerification: verification });
  return environment;
}

function lastMutation(environment: MockEnvironment) {
  const calls = vi.mocked(environment.executeMutation).mock.calls;
  return calls[calls.length - 1]![0];
}

const documentFile = new File(['document bytes'], 'aadhaar.jpg', { type: 'image/jpeg' });
const photoFile = new File(['photo bytes'], 'me.jpg', { type: 'image/jpeg' });

function form() {
  return screen.getByRole('form', { name: 'Send verification' });
}

describe('the advertiser’s verification page', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    toaster.remove();
  });

  it('shows the code to hold, the steps and the privacy promise', async () => {
    await renderVerification(NONE);
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(within(form()).getByTestId('verification-code')).toHaveTextContent('K7MX4P');
    expect(within(form()).getByText(/Write the code above clearly on a sheet of paper/)).toBeInTheDocument();
    expect(screen.getByText(/deleted 30 days after the decision/)).toBeInTheDocument();
    expect(within(form()).getByLabelText('Identity document')).toHaveAttribute(
      'accept',
      expect.stringContaining('image/jpeg'),
    );
    expect(within(form()).getByLabelText('Identity document')).not.toHaveAttribute(
      'accept',
      expect.stringContaining('pdf'),
    );
  });

  it('asks for both files before sending anything', async () => {
    const environment = await renderVerification(NONE);
    await userEvent.click(await screen.findByRole('button', { name: 'Send for verification' }));
    expect(within(form()).getByText(VERIFICATION_MESSAGES.documentRequired)).toBeInTheDocument();
    expect(within(form()).getByText(VERIFICATION_MESSAGES.photoRequired)).toBeInTheDocument();
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('refuses a PDF and a file over 10 MB where they are chosen', async () => {
    const environment = await renderVerification(NONE);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      await screen.findByLabelText('Identity document'),
      new File(['%PDF-1.7'], 'aadhaar.pdf', { type: 'application/pdf' }),
    );
    expect(within(form()).getByText(VERIFICATION_MESSAGES.documentPdf)).toBeInTheDocument();
    const huge = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Photo holding the code'), huge);
    expect(within(form()).getByText(VERIFICATION_MESSAGES.photoTooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(environment.executeMutation).not.toHaveBeenCalled();
  });

  it('uploads both files and then shows the request as waiting, with its code', async () => {
    const environment = await renderVerification(NONE);
    await userEvent.upload(await screen.findByLabelText('Identity document'), documentFile);
    await userEvent.upload(screen.getByLabelText('Photo holding the code'), photoFile);
    expect(screen.getByRole('img', { name: 'Identity document preview' })).toHaveAttribute('src', 'blob:preview');
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    expect(await screen.findByText('Sending your verification...')).toBeInTheDocument();
    const mutation = lastMutation(environment);
    expect(mutation.operation.request.node.params.name).toBe('useSubmitVerificationMutation');
    expect(mutation.operation.request.variables).toEqual({ document: null, photo: null });
    expect(mutation.uploadables).toEqual({ document: documentFile, photo: photoFile });

    await answerWithToast(
      environment,
      {
        submitVerification: {
          __typename: 'MutationSubmitVerificationSuccess',
          verification: { ...NONE, state: 'pending', submittedAt: '2030-03-09T20:00:00Z' },
        },
      },
      'Verification sent. We will mail you once it is checked.',
    );
    expect(screen.getByText('Waiting for review')).toBeInTheDocument();
    // India's date
    expect(screen.getByText(/You sent your verification on 2030-03-10/)).toBeInTheDocument();
    expect(screen.getByTestId('verification-code')).toHaveTextContent('K7MX4P');
    expect(screen.queryByRole('form', { name: 'Send verification' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the file it names, and the fallback when the call fails', async () => {
    const environment = await renderVerification(NONE);
    await userEvent.upload(await screen.findByLabelText('Identity document'), documentFile);
    await userEvent.upload(screen.getByLabelText('Photo holding the code'), photoFile);
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    resolveWith(environment, {
      submitVerification: refusal('UnsupportedMediaError', VERIFICATION_MESSAGES.documentNotImage),
    });
    await waitFor(() =>
      expect(screen.getAllByText(VERIFICATION_MESSAGES.documentNotImage).length).toBeGreaterThanOrEqual(2),
    );
    expect(within(form()).getByText(VERIFICATION_MESSAGES.documentNotImage)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText('Identity document'), documentFile);
    await userEvent.click(screen.getByRole('button', { name: 'Send for verification' }));
    await failWithToast(environment, 'Failed to send your verification.');
    expect(screen.getByText('Not verified')).toBeInTheDocument();
  });

  it('shows a refusal’s reason and offers a new request with the new code', async () => {
    await renderVerification({
      ...NONE,
      state: 'refused',
      code: 'PX9D3A',
      reason: 'The code in the photo cannot be read.',
      submittedAt: '2030-01-01T06:00:00Z',
    });
    expect(await screen.findByText('Not approved')).toBeInTheDocument();
    expect(screen.getByText('The code in the photo cannot be read.')).toBeInTheDocument();
    expect(within(form()).getByTestId('verification-code')).toHaveTextContent('PX9D3A');
  });

  it('shows a removed mark with its reason, and a verified account without a form', async () => {
    await renderVerification({ ...NONE, state: 'revoked', code: 'ACD347', reason: 'A complaint was upheld.' });
    expect(await screen.findByText('Mark removed')).toBeInTheDocument();
    expect(screen.getByText('A complaint was upheld.')).toBeInTheDocument();
    expect(form()).toBeInTheDocument();
  });

  it('a verified account sees its mark and no form', async () => {
    await renderVerification({
      ...NONE,
      state: 'approved',
      code: null,
      verifiedAt: '2030-02-01T06:00:00Z',
      decidedAt: '2030-02-01T06:00:00Z',
    });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByText(/Your account is verified since 2030-02-01/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send verification' })).not.toBeInTheDocument();
  });
});
