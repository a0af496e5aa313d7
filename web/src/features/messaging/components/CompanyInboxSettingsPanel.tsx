import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../__generated__';
import { useViewer } from '../../../shared/session/useViewer';
import { ReplyPermissionsForm } from './ReplyPermissionsForm';

export const CompanyInboxSettingsDocument = graphql(`
  query CompanyInboxSettings {
    companyInboxSettings {
      replyPolicy
      viewerCanReply
      repliers {
        userId
        name
      }
    }
  }
`);

/**
 * Above the company inbox: for a member who may not reply, a notice saying so; for the company's
 * admins, the "Reply permissions" panel (who may answer: every member, or chosen ones).
 */
export function CompanyInboxSettingsPanel() {
  const viewer = useViewer();
  const admin = viewer?.permissions.includes('MANAGE_MEMBERS') ?? false;
  const [open, setOpen] = useState(false);
  const settings = useQuery(CompanyInboxSettingsDocument).data?.companyInboxSettings;
  if (!settings) return null;

  return (
    <>
      {settings.viewerCanReply ? null : (
        <Alert.Root status="info" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>You can read but not reply here</Alert.Title>
            <Alert.Description>
              Your company admin chose who answers the company inbox. Ask them to add you if you need to reply.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {admin ? (
        <div>
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide reply permissions' : 'Reply permissions'}
          </Button>
          {open ? (
            <ReplyPermissionsForm
              replyPolicy={settings.replyPolicy}
              replierIds={settings.repliers.map((person) => person.userId)}
              companyAlias={viewer?.user?.company?.alias ?? null}
              onDone={() => setOpen(false)}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
