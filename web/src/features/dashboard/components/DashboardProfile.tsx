import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { COMPANY_USER_ROLE_LABELS, fullName } from '../../../shared/user/userLabels';
import { DetailList } from '../../../ui/DetailList';
import { EmailText } from '../../../ui/EmailText';
import { SectionCard } from '../../../ui/SectionCard';

export const DashboardProfileFragment = graphql(`
  fragment DashboardProfile_user on User {
    id
    firstName
    lastName
    email
    jobTitle
    role
  }
`);

export interface DashboardProfileProps {
  user: FragmentType<typeof DashboardProfileFragment>;
}

/** "Your profile": who is signed in (or acted as). */
export function DashboardProfile(props: DashboardProfileProps) {
  const user = getFragmentData(DashboardProfileFragment, props.user);
  return (
    <SectionCard title="Your profile">
      {/* Short labels: the email gets the room to stay on one line (issue 26: it wrapped mid-address). */}
      <DetailList
        labelWidth="5.5rem"
        items={[
          { label: 'Name', value: fullName(user) },
          // Wraps after the @ or before a dot, never mid-word ('sponsor.admin@dem' / 'o.test').
          { label: 'Email', value: <EmailText email={user.email} /> },
          { label: 'Job title', value: user.jobTitle || null },
          { label: 'Role', value: COMPANY_USER_ROLE_LABELS[user.role] },
        ]}
      />
    </SectionCard>
  );
}
