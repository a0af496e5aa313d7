import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { UPLOAD_CONTEXT } from '../../../ui/imageFile';
import type { ImageRules } from '../../../ui/imageFile';
import { ImageUploadField } from '../../../ui/ImageUploadField';
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
        ...UserErrorFields
      }
    }
  }
`);

export interface CompanyLogoUploadProps {
  companyId: string;
  companyName: string;
  logoUrl: string | null | undefined;
  /** The api's rules for logos (`CompanyEditRules.logo`). */
  rules: ImageRules;
  /** Called with the company's version after the upload. */
  onUploaded: (version: number) => void;
}

/** The logo (or initials), replaced as soon as a file is picked. */
export function CompanyLogoUpload({ companyId, companyName, logoUrl, rules, onUploaded }: CompanyLogoUploadProps) {
  const [upload, uploading] = useMutation(CompanyLogoUploadDocument, { context: UPLOAD_CONTEXT });
  return (
    <ImageUploadField
      uploadLabel="Upload logo"
      replaceLabel="Replace logo"
      rules={rules}
      current={logoUrl}
      renderImage={(src) => <CompanyLogo name={companyName} logoUrl={src} size="2xl" />}
      upload={{
        loading: uploading.loading,
        done: 'The logo has been updated.',
        send: async (file) => (await upload({ variables: { input: { companyId, ...file } } })).data?.uploadCompanyLogo,
        accept: (payload) => Boolean(payload.company),
        onDone: (payload) => {
          if (payload.company) onUploaded(payload.company.version);
        },
      }}
    />
  );
}
