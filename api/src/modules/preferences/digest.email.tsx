import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import type { Mail } from '../../mail/mailer.js';

export interface DigestEmailThread {
  subject: string;
  senderCompany: string;
  count: number;
  snippet: string;
  url: string;
}

export interface DigestEmailProps {
  firstName: string;
  threads: DigestEmailThread[];
  inboxUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One email listing every thread with unread messages; React Email renders its HTML and text parts. */
export function DigestEmail(props: DigestEmailProps) {
  const total = props.threads.reduce((sum, thread) => sum + thread.count, 0);
  return (
    <Html lang="en">
      <Head />
      <Preview>{`You have ${plural(total, 'unread message')} on Trialbridge`}</Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', color: '#1a202c' }}>
        <Container>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {`Hello ${props.firstName}, you have ${plural(total, 'unread message')}`}
          </Heading>
          {props.threads.map((thread) => (
            <Section key={thread.url}>
              <Text style={{ fontWeight: 'bold', marginBottom: 0 }}>
                <Link href={thread.url}>{thread.subject}</Link>
              </Text>
              <Text style={{ marginTop: 0 }}>
                {`${thread.senderCompany} · ${plural(thread.count, 'new message')}`}
                <br />
                {thread.snippet}
              </Text>
            </Section>
          ))}
          <Text>
            <Link href={props.inboxUrl}>Open your inbox</Link>
          </Text>
          <Hr />
          <Text style={{ fontSize: '12px', color: '#4a5568' }}>
            {'You get this email because you have unread messages. '}
            <Link href={props.preferencesUrl}>Change how often</Link>
            {' or '}
            <Link href={props.unsubscribeUrl}>unsubscribe from all emails</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function digestMail(to: string, props: DigestEmailProps): Promise<Mail> {
  const total = props.threads.reduce((sum, thread) => sum + thread.count, 0);
  const element = <DigestEmail {...props} />;
  return {
    to,
    subject: `${plural(total, 'unread message')} on Trialbridge`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
