import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clearToastsAndSessionAfterEach } from '../../../test/cleanup.ts';
import { session } from '../../../lib/session.ts';
import { answerWithToast, failWithToast, refuseWithToast } from '../../../test/mutations.ts';
import { renderPageWith } from '../../../test/page.tsx';
import type { MockEnvironment } from '../../../test/render.tsx';
import { openDialog } from '../../../test/dialogs.ts';
import { tableRows } from '../../../test/tables.ts';
import { LocationsPage, locationsPageLoader } from './LocationsPage.tsx';

const GOA = { id: 'state-1', name: 'Goa' };
const MAHARASHTRA = { id: 'state-2', name: 'Maharashtra' };
const PANAJI = {
  id: 'location-1',
  name: 'Panaji',
  latitude: null as number | null,
  longitude: null as number | null,
  state: GOA,
};
const MUMBAI = { id: 'location-2', name: 'Mumbai', latitude: 19.08, longitude: 72.88, state: MAHARASHTRA };

async function renderLocations(locations: (typeof PANAJI)[]) {
  const { environment } = await renderPageWith(
    { path: '/admin/locations', element: <LocationsPage />, loader: locationsPageLoader },
    { locations, states: [GOA, MAHARASHTRA] },
  );
  await screen.findByRole('table', { name: 'Locations' });
  return environment;
}

/** Opens the Add Location modal and fills in the name and chooses the state; answers the modal. */
async function fillNewLocation(name: string, state: string) {
  const dialog = await openDialog('Add Location');
  await userEvent.type(within(dialog).getByLabelText('Location Name'), name);
  await userEvent.selectOptions(within(dialog).getByLabelText('State'), state);
  return dialog;
}

/** Answers the add or the update with the location as saved, and waits for `toast`. */
async function answerSaved(
  environment: MockEnvironment,
  mutation: 'addLocation' | 'updateLocation',
  location: { id: string; name: string; state: typeof GOA },
  toast: string,
) {
  const __typename = mutation === 'addLocation' ? 'MutationAddLocationSuccess' : 'MutationUpdateLocationSuccess';
  await answerWithToast(environment, { [mutation]: { __typename, location } }, toast);
}

describe('admin locations', () => {
  clearToastsAndSessionAfterEach();

  it('lists each city with its state and an Update action', async () => {
    await renderLocations([PANAJI, MUMBAI]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Location Name',
      'State',
      'Action',
    ]);
    expect(tableRows('Locations')).toEqual([
      ['Panaji', 'Goa', 'Update'],
      ['Mumbai', 'Maharashtra', 'Update'],
    ]);
  });

  it('says so when there is no location', async () => {
    await renderLocations([]);
    expect(screen.getByText('No Locations found')).toBeInTheDocument();
  });

  it('adds a location from the modal: it joins the table in order and the modal closes', async () => {
    const environment = await renderLocations([PANAJI, MUMBAI]);
    const dialog = await openDialog('Add Location');
    await userEvent.type(within(dialog).getByLabelText('Location Name'), ' Margao ');
    // its Hindi name (issue 35), trimmed as the English one
    await userEvent.type(within(dialog).getByLabelText('Hindi name (optional, in Devanagari)'), ' मडगांव ');
    await userEvent.selectOptions(within(dialog).getByLabelText('State'), 'Goa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));

    expect(await screen.findByText('Adding Location...')).toBeInTheDocument();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Margao', hindiName: 'मडगांव', stateId: 'state-1', latitude: null, longitude: null },
    });
    await answerSaved(
      environment,
      'addLocation',
      { id: 'location-3', name: 'Margao', state: GOA },
      'Location Added Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tableRows('Locations')).toEqual([
      ['Margao', 'Goa', 'Update'],
      ['Panaji', 'Goa', 'Update'],
      ['Mumbai', 'Maharashtra', 'Update'],
    ]);
  });

  it('asks for the name and the state before sending', async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await openDialog('Add Location');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(within(dialog).getByText('Please Enter Location Name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please Select a State.')).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('takes optional coordinates: both or neither, in range, checked before sending (issue 33)', async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await fillNewLocation('Margao', 'Goa');
    await userEvent.type(within(dialog).getByLabelText('Latitude (optional)'), '15.28');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    const message = 'Please enter both a latitude (-90 to 90) and a longitude (-180 to 180), or neither.';
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Longitude (optional)'), '273.96');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.clear(within(dialog).getByLabelText('Longitude (optional)'));
    await userEvent.type(within(dialog).getByLabelText('Longitude (optional)'), ' 73.96 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      input: { name: 'Margao', hindiName: null, stateId: 'state-1', latitude: 15.28, longitude: 73.96 },
    });
  });

  it('updates a location from its prefilled modal; the row changes in place', async () => {
    const environment = await renderLocations([PANAJI, MUMBAI]);
    const dialog = await openDialog('Update Mumbai', 'Update Location');
    const name = within(dialog).getByLabelText('Location Name');
    expect(name).toHaveValue('Mumbai');
    expect(within(dialog).getByLabelText('State')).toHaveValue('state-2');
    expect(within(dialog).getByLabelText('Latitude (optional)')).toHaveValue('19.08');
    expect(within(dialog).getByLabelText('Longitude (optional)')).toHaveValue('72.88');
    await userEvent.clear(name);
    await userEvent.type(name, 'Mumbai City');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));

    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      id: 'location-2',
      input: { name: 'Mumbai City', hindiName: null, stateId: 'state-2', latitude: 19.08, longitude: 72.88 },
    });
    await answerSaved(
      environment,
      'updateLocation',
      { id: 'location-2', name: 'Mumbai City', state: MAHARASHTRA },
      'Location Updated Successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tableRows('Locations')[1]).toEqual(['Mumbai City', 'Maharashtra', 'Update']);
  });

  it("shows the server's refusal and keeps the modal open", async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await openDialog('Update Panaji', 'Update Location');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    await refuseWithToast(
      environment,
      'updateLocation',
      'ConflictError',
      'This location already exists in this state.',
    );
    expect(screen.getByRole('dialog', { name: 'Update Location' })).toBeInTheDocument();
  });

  it('refuses a name of spaces only, keeping the state chosen', async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await fillNewLocation('   ', 'Maharashtra');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    expect(within(dialog).getByText('Please Enter Location Name')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please Select a State.')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('State')).toHaveValue('state-2');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the server's refusal of a new location; nothing joins the table", async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await fillNewLocation('panaji', 'Goa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    await refuseWithToast(environment, 'addLocation', 'ConflictError', 'This location already exists in this state.');
    expect(screen.getByRole('dialog', { name: 'Add Location' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Location Name')).toHaveValue('panaji');
    expect(tableRows('Locations')).toEqual([['Panaji', 'Goa', 'Update']]);
  });

  it('shows the update fallback without its full stop when the call fails; the row keeps its values', async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await openDialog('Update Panaji', 'Update Location');
    await userEvent.type(within(dialog).getByLabelText('Location Name'), ' City');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    expect(await screen.findByText('Updating Location...')).toBeInTheDocument();
    await failWithToast(environment, 'Failed to Update Location');
    expect(screen.getByRole('dialog', { name: 'Update Location' })).toBeInTheDocument();
    expect(tableRows('Locations')).toEqual([['Panaji', 'Goa', 'Update']]);
  });

  it('shows the fallback without its full stop when the call fails', async () => {
    const environment = await renderLocations([PANAJI]);
    const dialog = await fillNewLocation('Margao', 'Goa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Location' }));
    await failWithToast(environment, 'Failed to Add Location');
    expect(screen.getByRole('dialog', { name: 'Add Location' })).toBeInTheDocument();
  });

  it('says Session Expired when the call ended the session', async () => {
    session.logIn({ token: 't', name: 'Admin', contact: '9999999999', role: 'admin' });
    const environment = await renderLocations([PANAJI]);
    const dialog = await openDialog('Update Panaji', 'Update Location');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Location' }));
    act(() => {
      session.logOut();
      environment.mock.rejectMostRecentOperation(new Error('UNAUTHENTICATED'));
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
  });
});
