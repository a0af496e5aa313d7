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

export interface DigestEmailNotification {
  title: string;
  body: string | null;
  url: string;
}

export interface DigestEmailProps {
  firstName: string;
  threads: DigestEmailThread[];
  notifications: DigestEmailNotification[];
  inboxUrl: string;
  preferencesUrl: string;
  unsubscribeUrl: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 unread messages", "1 notification", or both joined: the subject, preview and heading. */
function summary(props: DigestEmailProps): string {
  const total = props.threads.reduce((sum, thread) => sum + thread.count, 0);
  const parts = [
    total > 0 ? plural(total, 'unread message') : null,
    props.notifications.length > 0 ? plural(props.notifications.length, 'notification') : null,
  ];
  return parts.filter((part) => part !== null).join(' and ');
}

function NotificationList({ notifications }: { notifications: DigestEmailNotification[] }) {
  return notifications.map((notice, index) => (
    <Section key={`${String(index)}:${notice.url}`}>
      <Text style={{ fontWeight: 'bold', marginBottom: 0 }}>
        <Link href={notice.url}>{notice.title}</Link>
      </Text>
      {notice.body ? <Text style={{ marginTop: 0 }}>{notice.body}</Text> : null}
    </Section>
  ));
}

/**
 * One email listing every thread with unread messages and, under "Also for you", the user's
 * other unread notifications (either part may be empty, never both); React Email renders its
 * HTML and text parts.
 */
export function DigestEmail(props: DigestEmailProps) {
  const hasThreads = props.threads.length > 0;
  return (
    <Html lang="en">
      <Head />
      <Preview>{`You have ${summary(props)} on Trialbridge`}</Preview>
      <Body style={{ fontFamily: 'Arial, sans-serif', color: '#1a202c' }}>
        <Container>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {`Hello ${props.firstName}, you have ${summary(props)}`}
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
          {hasThreads ? (
            <Text>
              <Link href={props.inboxUrl}>Open your inbox</Link>
            </Text>
          ) : null}
          {hasThreads && props.notifications.length > 0 ? (
            <Heading as="h2" style={{ fontSize: '16px' }}>
              Also for you
            </Heading>
          ) : null}
          <NotificationList notifications={props.notifications} />
          <Hr />
          <Text style={{ fontSize: '12px', color: '#4a5568' }}>
            {'You get this email because you have unread messages or notifications. '}
            <Link href={props.preferencesUrl}>Choose which emails you get</Link>
            {' or '}
            <Link href={props.unsubscribeUrl}>unsubscribe from all emails</Link>.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export async function digestMail(to: string, props: DigestEmailProps): Promise<Mail> {
  const element = <DigestEmail {...props} />;
  return {
    to,
    subject: `${summary(props)} on Trialbridge`,
    html: await render(element),
    text: await render(element, { plainText: true }),
  };
}
