import { Avatar } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { fullName } from '../../../shared/user/userLabels';
import { UPLOAD_CONTEXT } from '../../../ui/imageFile';
import { ImageUploadField } from '../../../ui/ImageUploadField';

export const ProfilePictureFragment = graphql(`
  fragment ProfilePicture_user on User {
    id
    firstName
    lastName
    pictureUrl
    pictureUpload {
      maxBytes
      contentTypes
    }
  }
`);

export const ProfilePictureUploadDocument = graphql(`
  mutation ProfilePictureUpload($input: UploadProfilePictureInput!) {
    uploadProfilePicture(input: $input) {
      user {
        id
        pictureUrl
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const ProfilePictureDeleteDocument = graphql(`
  mutation ProfilePictureDelete {
    deleteProfilePicture {
      user {
        id
        pictureUrl
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export interface ProfilePictureProps {
  user: FragmentType<typeof ProfilePictureFragment>;
}

/** The profile picture (or initials), uploaded as soon as a file is picked, and removable. */
export function ProfilePicture(props: ProfilePictureProps) {
  const user = getFragmentData(ProfilePictureFragment, props.user);
  const [upload, uploading] = useMutation(ProfilePictureUploadDocument, { context: UPLOAD_CONTEXT });
  const [remove, removing] = useMutation(ProfilePictureDeleteDocument);
  const avatar = (src: string | null | undefined) => (
    <Avatar.Root size="2xl">
      <Avatar.Fallback name={fullName(user)} />
      {src ? <Avatar.Image src={src} alt="Your profile picture" /> : null}
    </Avatar.Root>
  );
  // The api tells the rules with the viewer's own user only: anyone else's picture is shown, not changed.
  if (!user.pictureUpload) return avatar(user.pictureUrl);
  return (
    <ImageUploadField
      uploadLabel="Upload picture"
      rules={user.pictureUpload}
      current={user.pictureUrl}
      renderImage={avatar}
      upload={{
        loading: uploading.loading,
        done: 'Your picture has been updated.',
        send: async (input) => (await upload({ variables: { input } })).data?.uploadProfilePicture,
      }}
      remove={{
        label: 'Remove picture',
        loading: removing.loading,
        done: 'Your picture has been removed.',
        send: async () => (await remove()).data?.deleteProfilePicture,
      }}
    />
  );
}
