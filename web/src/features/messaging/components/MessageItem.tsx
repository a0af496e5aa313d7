import { Box, Flex, Text } from '@chakra-ui/react';
import { getFragmentData, graphql } from '../../../__generated__';
import type { FragmentType } from '../../../__generated__';
import { RelativeTime } from '../../../shared/ui/RelativeTime';
import { linkify } from './linkify';

export const MessageItemFragment = graphql(`
  fragment MessageItem_message on Message {
    id
    body
    sentAt
    isMine
    author {
      userId
      name
      jobTitle
      company {
        id
        name
      }
    }
  }
`);

export interface MessageItemProps {
  message: FragmentType<typeof MessageItemFragment>;
}

/** One message: who wrote it, for which company, when; the body as plain text with its line breaks and links. */
export function MessageItem(props: MessageItemProps) {
  const message = getFragmentData(MessageItemFragment, props.message);
  const { author } = message;
  return (
    <Box
      as="li"
      alignSelf={message.isMine ? 'flex-end' : 'flex-start'}
      maxW={{ base: 'full', md: '85%' }}
      borderWidth="1px"
      borderRadius="lg"
      px={4}
      py={3}
      bg={message.isMine ? 'colorPalette.subtle' : 'bg.panel'}
    >
      <Flex as="header" gap={2} wrap="wrap" align="baseline" fontSize="sm">
        <Text fontWeight="semibold">{message.isMine ? `${author.name} (you)` : author.name}</Text>
        <Text color="fg.muted">{[author.jobTitle, author.company.name].filter(Boolean).join(', ')}</Text>
        <Text asChild color="fg.muted" ms="auto">
          <RelativeTime value={message.sentAt} />
        </Text>
      </Flex>
      <Text mt={2} whiteSpace="pre-wrap" overflowWrap="anywhere">
        {linkify(message.body)}
      </Text>
    </Box>
  );
}
