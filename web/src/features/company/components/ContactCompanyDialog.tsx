import { Button, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useBrand } from '../../../shared/config/appConfigContext';
import { websiteHref, websiteLabel } from '../companyLabels';

export interface ContactCompanyDialogProps {
  companyName: string;
  website: string | null | undefined;
}

/**
 * 'Contact <name>': the entry point for messaging, which later work builds. Until then it says
 * so and offers the company's website.
 */
export function ContactCompanyDialog({ companyName, website }: ContactCompanyDialogProps) {
  const brand = useBrand();
  const [open, setOpen] = useState(false);
  const href = websiteHref(website);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        {/* The visible label stays short, so a long name cannot push it off the page; the accessible name names the company. */}
        <Button variant="outline" size="sm" aria-label={`Contact ${companyName}`}>
          Contact
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={3}>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title overflowWrap="anywhere">{`Contact ${companyName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={3} overflowWrap="anywhere">
                <Dialog.Description>{`Messaging between companies on ${brand} is coming soon.`}</Dialog.Description>
                {href ? (
                  <Text>
                    {`Until then, you can reach ${companyName} through their website: `}
                    <Link
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      color="colorPalette.fg"
                      fontWeight="medium"
                      overflowWrap="anywhere"
                    >
                      {websiteLabel(href)}
                    </Link>
                  </Text>
                ) : (
                  <Text>{`${companyName} has not listed a website yet.`}</Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button>Close</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
