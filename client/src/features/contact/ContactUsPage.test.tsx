import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createMockEnvironment } from 'relay-test-utils';
import { toaster } from '../../components/toasts.ts';
import { renderRoutes } from '../../test/render.tsx';
import { ContactUsPage } from './ContactUsPage.tsx';
import { RouteHead, routeHeadLoader } from '../../components/RouteHead.tsx';
import { answerWithToast, failWithToast, refuseWithToast } from '../../test/mutations.ts';
import { resolveGenerated } from '../../test/page.tsx';
import { expectSent } from '../../test/operations.ts';

const LABELS = ['Name', 'Email', 'Contact Number', 'Message'] as const;

async function renderContactUs() {
  document.title = '';
  // the toaster is a module-wide store: a toast of an earlier test must not satisfy this one
  toaster.remove();
  const environment = createMockEnvironment();
  // the page under the head the route table declares for it (app/routes.tsx HEAD_ONLY_ROUTES)
  const element = (
    <>
      <RouteHead />
      <ContactUsPage />
    </>
  );
  renderRoutes([{ path: '/contact-us', element, loader: routeHeadLoader(environment) }], {
    path: '/contact-us',
    environment,
  });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  let headPath: unknown;
  resolveGenerated(environment, {
    PageHead: (context) => {
      headPath = context.args?.path;
      return { title: 'Contact Us | Directory' };
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  expect(headPath).toBe('/contact-us');
  await waitFor(() => expect(document.title).toBe('Contact Us | Directory'));
  return { environment, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<(typeof LABELS)[number], string>>,
) {
  for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value);
}

const VALID = {
  Name: 'Ravi Kumar',
  Email: 'ravi@example.com',
  'Contact Number': '9876543210',
  Message: 'Is there an app?',
};

describe('the contact us page', () => {
  it('has a labelled field for name, email, contact number and message, and Submit', async () => {
    await renderContactUs();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('shows every message for an empty form and sends nothing', async () => {
    const { environment, user } = await renderContactUs();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please Enter a Your Name')).toBeInTheDocument();
    expect(screen.getByText('Please Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Contact Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a Message')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it.each([
    ['a name of spaces', { ...VALID, Name: '   ' }, 'Please Enter a Your Name'],
    [
      'an email without a dot after the at sign',
      { ...VALID, Email: 'ravi@example' },
      'Please Enter a valid email address',
    ],
    [
      'an email without text before the at sign',
      { ...VALID, Email: '@example.com' },
      'Please Enter a valid email address',
    ],
    [
      'a contact number of 9 digits',
      { ...VALID, 'Contact Number': '987654321' },
      'Please enter a valid Contact Number',
    ],
    [
      'a contact number of 11 digits',
      { ...VALID, 'Contact Number': '98765432101' },
      'Please enter a valid Contact Number',
    ],
    [
      'a contact number with letters',
      { ...VALID, 'Contact Number': '98765abcde' },
      'Please enter a valid Contact Number',
    ],
    ['a message of spaces', { ...VALID, Message: '   ' }, 'Please enter a Message'],
  ])('refuses %s with its message only and sends nothing', async (_case, values, message) => {
    const { environment, user } = await renderContactUs();
    await fill(user, values);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the message, says so and clears the form', async () => {
    const { environment, user } = await renderContactUs();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expectSent(environment, 'useSendContactMessageMutation', {
      input: { name: 'Ravi Kumar', email: 'ravi@example.com', contact: '9876543210', message: 'Is there an app?' },
    });
    await answerWithToast(
      environment,
      { sendContactMessage: { __typename: 'MutationSendContactMessageSuccess' } },
      'Message sent successfully',
    );
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it("shows the server's message, or 'Failed to login' when the call fails, and keeps what was typed", async () => {
    const { environment, user } = await renderContactUs();
    await fill(user, VALID);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await refuseWithToast(environment, 'sendContactMessage', 'ValidationError', 'Must be at most 5000 characters', {
      field: 'message',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await failWithToast(environment, 'Failed to login');
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(screen.queryByText('Message sent successfully')).not.toBeInTheDocument();
  });
});
