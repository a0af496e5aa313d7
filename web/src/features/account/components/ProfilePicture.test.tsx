import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/renderUi';
import { PICTURE_UPLOAD } from '../testing/accountMocks';
import { ProfilePicture } from './ProfilePicture';

const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAEggH/4m7wHgAAAAABJRU5ErkJggg',
  'base64',
);

describe('ProfilePicture', () => {
  it('sends the upload header with the picture, so the server lets the large body through', async () => {
    const sent: { operationName: string | undefined; headers: unknown }[] = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          sent.push({ operationName: operation.operationName, headers: operation.getContext().headers });
          observer.next({
            data: {
              uploadProfilePicture: {
                __typename: 'UpdateProfilePayload',
                user: { __typename: 'User', id: 'user-1', pictureUrl: '/media/pic-1' },
                errors: [],
              },
            },
          });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    const user = {
      __typename: 'User',
      id: 'user-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      pictureUrl: null,
      pictureUpload: PICTURE_UPLOAD,
    };
    renderUi(
      <ApolloProvider client={client}>
        <ProfilePicture user={user as never} />
      </ApolloProvider>,
    );
    fireEvent.change(screen.getByLabelText('Upload picture'), {
      target: { files: [new File([PNG_BYTES], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Your picture has been updated.')).toBeDefined();
    expect(sent).toEqual([{ operationName: 'ProfilePictureUpload', headers: { 'x-graphql-upload': '1' } }]);
  });
});
