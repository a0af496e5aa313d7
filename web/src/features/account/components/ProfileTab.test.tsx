import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { buildViewer } from '../../../test/factories';
import { appViewerMock } from '../../../test/mocks';
import { waitForChecked } from '../../../test/checked';
import { renderRoutes } from '../../../test/renderRoutes';
import { accountRoutes, buildProfileUser, profileTabMock, userError } from '../testing/accountMocks';
import type { ProfileUser } from '../testing/accountMocks';
import { ProfileFormUpdateDocument } from './ProfileForm';
import { ProfilePictureDeleteDocument, ProfilePictureUploadDocument } from './ProfilePicture';
import { ProfileTabQueryDocument } from './ProfileTab';

// A 1×1 PNG.
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEggH/4m7wHgAAAAABJRU5ErkJggg',
  'base64',
);

function savedUser(user: ProfileUser) {
  const { pictureUrl: _pictureUrl, ...fields } = user;
  return fields;
}

function updateMock(
  input: object,
  answer: { user?: ProfileUser | null; errors?: ReturnType<typeof userError>[] },
): MockLink.MockedResponse {
  return {
    request: { query: ProfileFormUpdateDocument, variables: { input } },
    result: {
      data: {
        updateProfile: {
          __typename: 'UpdateProfilePayload',
          user: answer.user ? savedUser(answer.user) : null,
          errors: answer.errors ?? [],
        },
      },
    },
  };
}

const initialInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Head of Clinical Operations',
  phone: null,
  linkedin: null,
  city: 'Boston',
  state: 'MA',
  country: 'United States',
  masked: false,
};

function openProfile(user: ProfileUser, mocks: MockLink.MockedResponse[] = []) {
  return renderRoutes('/my-account?tab=profile', accountRoutes, [
    appViewerMock(buildViewer()),
    profileTabMock(user),
    ...mocks,
  ]);
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function pictureInput(): HTMLInputElement {
  return screen.getByLabelText('Upload picture') as HTMLInputElement;
}

describe('ProfileTab', () => {
  it('saves the edited profile and says so when the server accepts it', async () => {
    const input = {
      ...initialInput,
      jobTitle: 'VP Clinical',
      phone: '+1 (617) 555-0100',
      linkedin: 'https://www.linkedin.com/in/ada',
      city: 'Cambridge',
      country: 'Canada',
      masked: true,
    };
    const saved = buildProfileUser({ ...input });
    openProfile(buildProfileUser(), [updateMock(input, { user: saved })]);
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');

    type('Job title', 'VP Clinical');
    type('Phone', '+1 (617) 555-0100');
    type('LinkedIn', 'www.linkedin.com/in/ada');
    type('City', 'Cambridge');
    type('Country', 'Canada');
    const mask = screen.getByRole('radio', { name: 'Mask Me on Company Profile' });
    fireEvent.click(mask);
    await waitForChecked(mask);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeDefined();
    expect(screen.getByText('Your profile has been saved.').getAttribute('role')).toBe('status');
  });

  it('shows field errors under their fields and keeps what was typed when the server refuses', async () => {
    const input = { ...initialInput, phone: '+1 555 0100 99' };
    const refused = updateMock(input, {
      errors: [
        userError('Phone must be a phone number of 7 to 20 digits', 'phone'),
        userError('The current state has been changed. Please refresh this page.', null, 'CONFLICT'),
      ],
    });
    openProfile(buildProfileUser(), [refused]);
    await screen.findByLabelText('Phone');

    type('Phone', '+1 555 0100 99');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Phone must be a phone number of 7 to 20 digits')).toBeDefined();
    expect(screen.getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The current state has been changed. Please refresh this page.');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('+1 555 0100 99');
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });

  it('checks names, phone and LinkedIn before sending', async () => {
    openProfile(buildProfileUser());
    await screen.findByLabelText('First name');

    type('First name', ' ');
    type('Phone', '12');
    type('LinkedIn', 'https://example.com/ada');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('First name cannot be empty')).toBeDefined();
    expect(screen.getByText('Enter a phone number of 7 to 20 digits.')).toBeDefined();
    expect(
      screen.getByText('Enter your LinkedIn profile URL, e.g. https://www.linkedin.com/in/your-name.'),
    ).toBeDefined();
  });

  it("counts a field against the api's limit near it and refuses one character more before sending", async () => {
    openProfile(buildProfileUser());
    await screen.findByLabelText('Job title');

    type('Job title', 'j'.repeat(120));
    expect(screen.getByText('120 / 150')).toBeDefined();
    type('Job title', 'j'.repeat(151));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Job title must be at most 150 characters.')).toBeDefined();
    expect(screen.getByLabelText('Job title').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Job title') as HTMLInputElement).value).toHaveLength(151);
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });

  it('keeps a stored country that is not in the list', async () => {
    openProfile(buildProfileUser({ country: 'Atlantis' }));
    const select = await screen.findByLabelText('Country');

    expect((select as HTMLSelectElement).value).toBe('Atlantis');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a country', 'Atlantis', 'Canada', 'United Kingdom', 'United States']);
  });

  it('refuses a picture over 5 MB before sending it', async () => {
    openProfile(buildProfileUser());
    await screen.findByRole('button', { name: 'Upload picture' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });

    fireEvent.change(pictureInput(), { target: { files: [big] } });

    expect((await screen.findByRole('alert')).textContent).toBe('File is too large.');
  });

  it('refuses a file that is not a PNG, JPEG or WebP image', async () => {
    openProfile(buildProfileUser());
    await screen.findByRole('button', { name: 'Upload picture' });

    fireEvent.change(pictureInput(), { target: { files: [new File(['GIF89a'], 'me.gif', { type: 'image/gif' })] } });

    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image.');
    expect(pictureInput().getAttribute('accept')).toBe('image/png,image/jpeg,image/webp');
  });

  it('uploads a picked picture as base64 and then offers to remove it', async () => {
    const upload: MockLink.MockedResponse = {
      request: {
        query: ProfilePictureUploadDocument,
        variables: { input: { contentType: 'image/png', dataBase64: PNG_BYTES.toString('base64') } },
      },
      result: {
        data: {
          uploadProfilePicture: {
            __typename: 'UpdateProfilePayload',
            user: { __typename: 'User', id: 'user-1', pictureUrl: '/media/pic-1' },
            errors: [],
          },
        },
      },
    };
    const { container } = openProfile(buildProfileUser(), [upload]);
    await screen.findByRole('button', { name: 'Upload picture' });
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    expect(screen.getByText('AL')).toBeDefined();

    fireEvent.change(pictureInput(), { target: { files: [new File([PNG_BYTES], 'me.png', { type: 'image/png' })] } });

    expect(await screen.findByRole('button', { name: 'Remove picture' })).toBeDefined();
    expect(screen.getByText('Your picture has been updated.')).toBeDefined();
    expect(container.querySelector('img[alt="Your profile picture"]')?.getAttribute('src')).toBe('/media/pic-1');
  });

  it('removes the picture when Remove picture is pressed', async () => {
    const remove: MockLink.MockedResponse = {
      request: { query: ProfilePictureDeleteDocument },
      result: {
        data: {
          deleteProfilePicture: {
            __typename: 'UpdateProfilePayload',
            user: { __typename: 'User', id: 'user-1', pictureUrl: null },
            errors: [],
          },
        },
      },
    };
    openProfile(buildProfileUser({ pictureUrl: '/media/pic-1' }), [remove]);

    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));

    expect(await screen.findByText('Your picture has been removed.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: ProfileTabQueryDocument },
      error: new Error('socket hang up'),
    };
    renderRoutes('/my-account', accountRoutes, [
      appViewerMock(buildViewer()),
      failing,
      profileTabMock(buildProfileUser()),
    ]);

    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText('First name')).toBeDefined();
  });
});
