import { Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { getFragmentData } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { PasswordRuleListFragment, validateNewPassword } from '../../auth';
import type { NewPasswordErrors } from '../../auth';
import { chosenCompany, isClaim, validateCompany } from '../companyChoice';
import type { CompanyErrors } from '../companyChoice';
import { NEW_COMPANY } from '../registrationStore';
import type { CompanyDraft, InvitationDraft } from '../registrationStore';
import { roleWithArticle } from '../useInvitation';
import { ClaimConfirmation } from './ClaimConfirmation';
import { CompanyChoiceField, CompanyChoiceFieldFragment } from './CompanyChoiceField';
import { FormSection } from './FormSection';
import { NewCompanyFields } from './NewCompanyFields';
import type { NewCompanyFieldsFragment } from './NewCompanyFields';
import { PasswordSection } from './PasswordSection';

export interface CreateAccountFormProps {
  companies: ReadonlyArray<FragmentType<typeof CompanyChoiceFieldFragment>>;
  roles: ReadonlyArray<FragmentType<typeof NewCompanyFieldsFragment>>;
  rules: ReadonlyArray<FragmentType<typeof PasswordRuleListFragment>>;
  draft: CompanyDraft;
  /** Registering through an invitation: its company is theirs, nothing to choose. */
  invitation?: InvitationDraft | null;
  /** The provider (its label) that vouched for the email: the password is then optional. */
  vouchedBy?: string | null;
  submitting: boolean;
  onDraftChange: (change: Partial<CompanyDraft>) => void;
  /** The password, or null when a provider vouched and none was set (the provider signs in). */
  onSubmit: (password: string | null) => void;
}

/**
 * Steps companyInfo, claim and createPassword as three short sections of one form: the claim
 * section shows only when claiming an unclaimed company. The password stays in this component
 * (never in the registration state); after a provider vouched it is optional.
 */
export function CreateAccountForm({
  companies,
  roles,
  rules,
  draft,
  invitation = null,
  vouchedBy = null,
  submitting,
  onDraftChange,
  onSubmit,
}: CreateAccountFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [companyErrors, setCompanyErrors] = useState<CompanyErrors>({});
  const [passwordErrors, setPasswordErrors] = useState<NewPasswordErrors>({});
  const suggestions = getFragmentData(CompanyChoiceFieldFragment, companies);
  const chosen = chosenCompany(draft, suggestions);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nextCompanyErrors = invitation ? {} : validateCompany(draft, suggestions);
    // After a provider: a password only when the disclosure is open and something was typed.
    const withPassword = vouchedBy === null || (passwordOpen && (password !== '' || confirmation !== ''));
    const nextPasswordErrors = withPassword
      ? validateNewPassword(getFragmentData(PasswordRuleListFragment, rules), password, confirmation)
      : {};
    setCompanyErrors(nextCompanyErrors);
    setPasswordErrors(nextPasswordErrors);
    if (Object.keys(nextCompanyErrors).length > 0 || Object.keys(nextPasswordErrors).length > 0) return;
    onSubmit(withPassword ? password : null);
  }

  function togglePassword(open: boolean) {
    setPasswordOpen(open);
    // What is hidden is not sent: closing forgets it.
    if (!open) {
      setPassword('');
      setConfirmation('');
      setPasswordErrors({});
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={6}>
        <FormSection title="Your company">
          {invitation ? (
            <Text>{`You join ${invitation.companyName} as ${roleWithArticle(invitation.role)}, as invited.`}</Text>
          ) : (
            <CompanyChoiceField
              companies={companies}
              value={draft.choice}
              error={companyErrors.choice}
              onChange={(choice) => onDraftChange({ choice, claimConfirmed: false })}
            />
          )}
          {!invitation && draft.choice === NEW_COMPANY ? (
            <NewCompanyFields roles={roles} draft={draft} errors={companyErrors} onChange={onDraftChange} />
          ) : null}
        </FormSection>
        {!invitation && chosen && isClaim(chosen) ? (
          <>
            <Separator />
            <FormSection title="Confirm your claim">
              <ClaimConfirmation
                companyName={chosen.name}
                checked={draft.claimConfirmed}
                error={companyErrors.claim}
                onChange={(claimConfirmed) => onDraftChange({ claimConfirmed })}
              />
            </FormSection>
          </>
        ) : null}
        <Separator />
        <PasswordSection
          provider={vouchedBy}
          open={passwordOpen}
          onOpenChange={togglePassword}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={passwordErrors}
          rules={rules}
        />
        <Button type="submit" loading={submitting} w="full" size="lg">
          {vouchedBy === null ? 'Create account' : `Finish with ${vouchedBy}`}
        </Button>
      </Stack>
    </form>
  );
}
