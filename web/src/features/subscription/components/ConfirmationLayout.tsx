import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../ui/PageContainer';

export interface ConfirmationLayoutProps {
  title: string;
  /** 'success', 'warning' or 'info': a coloured bar beside the heading (the words carry the meaning). */
  tone: 'success' | 'warning' | 'info';
  children: ReactNode;
  actions: ReactNode;
}

const TONE_COLORS = { success: 'fg.success', warning: 'fg.warning', info: 'colorPalette.solid' } as const;

/** The frame of spec §4's confirmation screens: the heading takes focus, so it is announced. */
export function ConfirmationLayout({ title, tone, children, actions }: ConfirmationLayoutProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <PageContainer>
      <Stack gap={6} maxW="2xl" borderStartWidth="4px" borderColor={TONE_COLORS[tone]} ps={{ base: 4, md: 6 }} py={2}>
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} _focus={{ outline: 'none' }}>
          {title}
        </Heading>
        <Stack gap={3} fontSize="lg">
          {children}
        </Stack>
        <Flex gap={3} wrap="wrap" align="flex-start">
          {actions}
        </Flex>
      </Stack>
    </PageContainer>
  );
}
