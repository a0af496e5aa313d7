import { Avatar, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { errorMessages } from '../../../shared/errorMessages';
import { fullName } from '../../../shared/user/userLabels';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { base64Of, PICTURE_TYPES, pictureFileProblem, readAsDataUrl, UPLOAD_CONTEXT } from '../pictureFile';

export const ProfilePictureFragment = graphql(`
  fragment ProfilePicture_user on User {
    id
    firstName
    lastName
    pictureUrl
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
        code
        field
        message
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
        code
        field
        message
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
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [upload, uploading] = useMutation(ProfilePictureUploadDocument, { context: UPLOAD_CONTEXT });
  const [remove, removing] = useMutation(ProfilePictureDeleteDocument);

  async function run(action: () => Promise<{ errors: ReadonlyArray<{ message: string }> } | undefined>, done: string) {
    setErrors([]);
    setNotice('');
    try {
      const payload = await action();
      if (payload && payload.errors.length > 0) setErrors(payload.errors.map((error) => error.message));
      else if (payload) setNotice(done);
      else setErrors(errorMessages(null));
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = pictureFileProblem(file);
    if (problem) {
      setNotice('');
      return setErrors([problem]);
    }
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    if (!dataUrl) return setErrors(errorMessages(null));
    setPreview(dataUrl);
    await run(
      async () =>
        (await upload({ variables: { input: { contentType: file.type, dataBase64: base64Of(dataUrl) } } })).data
          ?.uploadProfilePicture,
      'Your picture has been updated.',
    );
    setPreview(null);
  }

  const src = preview ?? user.pictureUrl ?? undefined;
  return (
    <Stack gap={4}>
      <HStack gap={5} align="center" wrap="wrap">
        <Avatar.Root size="2xl" opacity={preview ? 0.6 : 1}>
          <Avatar.Fallback name={fullName(user)} />
          {src ? <Avatar.Image src={src} alt="Your profile picture" /> : null}
        </Avatar.Root>
        <Stack gap={2}>
          <HStack gap={2} wrap="wrap">
            <VisuallyHidden asChild>
              {/* Out of the tab order: the button below opens it. */}
              <input
                ref={inputRef}
                type="file"
                accept={PICTURE_TYPES.join(',')}
                aria-label="Upload picture"
                aria-describedby={hintId}
                tabIndex={-1}
                onChange={(event) => void handleFile(event)}
              />
            </VisuallyHidden>
            <Button size="sm" loading={uploading.loading} onClick={() => inputRef.current?.click()}>
              Upload picture
            </Button>
            {user.pictureUrl && !preview ? (
              <Button
                size="sm"
                variant="outline"
                loading={removing.loading}
                onClick={() =>
                  void run(async () => (await remove()).data?.deleteProfilePicture, 'Your picture has been removed.')
                }
              >
                Remove picture
              </Button>
            ) : null}
          </HStack>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            PNG, JPEG or WebP, up to 5 MB.
          </Text>
        </Stack>
      </HStack>
      {errors.map((message) => (
        <ErrorAlert key={message} message={message} />
      ))}
      <Text role="status" fontSize="sm" color="green.fg">
        {notice}
      </Text>
    </Stack>
  );
}
