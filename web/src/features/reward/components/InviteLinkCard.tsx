import { Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormField } from '../../../ui/FormField';
import { SectionCard } from '../../../ui/SectionCard';

export interface InviteLinkCardProps {
  link: string;
  percentOff: number;
  companyName: string;
}

type Copy = 'idle' | 'copied' | 'failed';

const SUBJECT = 'Join me on Trialbridge';

/** The mail a Share falls back to where the browser has no share sheet. */
export function inviteMailto(link: string, companyName: string): string {
  const body = `${companyName} uses Trialbridge to find clinical-trial partners. Register your company through this link: ${link}`;
  return `mailto:?subject=${encodeURIComponent(SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** The viewer's invite link, with Copy (announced) and Share (the share sheet, else a mail). */
export function InviteLinkCard({ link, percentOff, companyName }: InviteLinkCardProps) {
  const [copy, setCopy] = useState<Copy>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share() {
    try {
      await navigator.share({
        title: SUBJECT,
        text: `Register your company on Trialbridge with ${companyName}'s invite.`,
        url: link,
      });
    } catch {
      // Closed without sharing: nothing to say.
    }
  }

  return (
    <SectionCard title="Your invite link">
      <Stack gap={4}>
        <Text>
          {`Share it with other companies. When one registers through it and pays for its first subscription, your company gets ${percentOff}% off its next charge.`}
        </Text>
        <FormField
          label="Invite link"
          error={copy === 'failed' ? 'Copying failed: select the link and copy it yourself.' : undefined}
        >
          <Flex gap={2} w="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
            <Input readOnly value={link} fontFamily="mono" fontSize="sm" onFocus={(e) => e.target.select()} />
            <Flex gap={2} flexShrink={0}>
              <Button variant="outline" onClick={() => void copyLink()}>
                Copy
              </Button>
              {canShare ? (
                <Button variant="outline" onClick={() => void share()}>
                  Share
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <a href={inviteMailto(link, companyName)}>Share by email</a>
                </Button>
              )}
            </Flex>
          </Flex>
        </FormField>
        <Text role="status" fontSize="sm" color="fg.muted" minH="1.25rem">
          {copy === 'copied' ? 'Link copied to the clipboard.' : ''}
        </Text>
      </Stack>
    </SectionCard>
  );
}
