import type { MockLink } from '@apollo/client/testing';
import { AppConfigQueryDocument } from '../app/config/AppConfigProvider';
import { AppViewerQueryDocument } from '../app/session/SessionProvider';
import { CmsEntryQueryDocument } from '../features/content/content.documents';
import { DashboardPageQueryDocument } from '../features/dashboard/pages/DashboardPage';
import { buildAppConfig } from './factories';
import type { TestAppConfig, TestViewer } from './factories';

/** The settings query (`appConfig`), as often as it is asked. */
export function appConfigMock(config: TestAppConfig = buildAppConfig()): MockLink.MockedResponse {
  return {
    request: { query: AppConfigQueryDocument },
    result: { data: { appConfig: config } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The session query answering `viewer`, as often as it is asked. */
export function appViewerMock(viewer: TestViewer | null): MockLink.MockedResponse {
  return {
    request: { query: AppViewerQueryDocument },
    result: { data: { viewer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/**
 * A session whose answer changes as the test goes, like the bff's cookie would: start signed
 * out, then `signIn(viewer)` from a mutation mock's result.
 */
export function createSessionMock(initial: TestViewer | null) {
  let current = initial;
  const mock: MockLink.MockedResponse = {
    request: { query: AppViewerQueryDocument },
    result: () => ({ data: { viewer: current } }),
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  return {
    mock,
    set(viewer: TestViewer | null) {
      current = viewer;
    },
  };
}

/** The dashboard's own query. */
export function dashboardPageMock(viewer: TestViewer | null): MockLink.MockedResponse {
  return {
    request: { query: DashboardPageQueryDocument },
    result: { data: { viewer } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** `/faq`'s published entry (the content feature's CMS page), as often as it is asked: a public page for shell tests. */
export function faqPageMock(): MockLink.MockedResponse {
  const cmsEntry = {
    __typename: 'CmsEntry',
    key: 'faq',
    title: 'Frequently asked questions',
    description: 'Answers to common questions.',
    body: 'How do I start?',
    publishedAt: '2026-01-15T00:00:00.000Z',
  };
  return {
    request: { query: CmsEntryQueryDocument, variables: { key: 'faq' } },
    result: { data: { cmsEntry } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A top-level GraphQL error as the bff sends it. */
export function graphQLError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
