import { Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { graphql } from '../../../__generated__';
import { errorMessages } from '../../../shared/errorMessages';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { base64Of, readAsDataUrl, UPLOAD_CONTEXT } from '../../account';
import { LOGO_TYPES, logoFileProblem } from '../companyLogoFile';
import { CompanyLogo } from './CompanyLogo';

export const CompanyLogoUploadDocument = graphql(`
  mutation CompanyLogoUpload($input: UploadCompanyLogoInput!) {
    uploadCompanyLogo(input: $input) {
      company {
        id
        logoUrl
        version
      }
      errors {
        code
        field
        message
      }
    }
  }
`);

export interface CompanyLogoUploadProps {
  companyId: string;
  companyName: string;
  logoUrl: string | null | undefined;
  /** Called with the company's version after the upload. */
  onUploaded: (version: number) => void;
}

/** The logo (or initials), replaced as soon as a file is picked. */
export function CompanyLogoUpload({ companyId, companyName, logoUrl, onUploaded }: CompanyLogoUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState('');
  const [upload, uploading] = useMutation(CompanyLogoUploadDocument, { context: UPLOAD_CONTEXT });

  async function handleFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    setNotice('');
    const problem = logoFileProblem(file);
    if (problem) return setErrors([problem]);
    setErrors([]);
    const dataUrl = await readAsDataUrl(file).catch(() => null);
    if (!dataUrl) return setErrors(errorMessages(null));
    setPreview(dataUrl);
    try {
      const { data } = await upload({
        variables: { input: { companyId, contentType: file.type, dataBase64: base64Of(dataUrl) } },
      });
      const payload = data?.uploadCompanyLogo;
      if (payload && payload.errors.length > 0) setErrors(payload.errors.map((error) => error.message));
      else if (payload?.company) {
        setNotice('The logo has been updated.');
        onUploaded(payload.company.version);
      } else setErrors(errorMessages(null));
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setPreview(null);
    }
  }

  return (
    <Stack gap={3}>
      <HStack gap={5} wrap="wrap">
        <Stack opacity={preview ? 0.6 : 1}>
          <CompanyLogo name={companyName} logoUrl={preview ?? logoUrl} size="2xl" />
        </Stack>
        <Stack gap={2}>
          <VisuallyHidden asChild>
            {/* Out of the tab order: the button below opens it. */}
            <input
              ref={inputRef}
              type="file"
              accept={LOGO_TYPES.join(',')}
              aria-label="Upload logo"
              aria-describedby={hintId}
              tabIndex={-1}
              onChange={(event) => void handleFile(event)}
            />
          </VisuallyHidden>
          <Button
            size="sm"
            alignSelf="flex-start"
            loading={uploading.loading}
            onClick={() => inputRef.current?.click()}
          >
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            PNG, JPEG, WebP or SVG, up to 2 MB.
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
