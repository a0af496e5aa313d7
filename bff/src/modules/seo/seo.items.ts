import { escapeHtml } from '../../http/web.page.js';
import type {
  ChallengeDto,
  CommonsExpertDto,
  CommonsPageSummaryDto,
  CommonsTypeDto,
  MeetupDto,
  ReportSummaryDto,
  RequestSummaryDto,
  SearchResultDto,
} from './seo.api.js';
import { formatDay, meetupWhen } from './seo.format.js';
import { labelled, link, paragraph, paragraphs, place } from './seo.html.js';

// One item of each public list, in the words of the app's own cards (the web's features), built
// only from what the api answers a visitor. Every value is escaped; links are paths on this origin.

const heading = (text: string, href?: string) => `<h3>${href ? link(href, text) : escapeHtml(text)}</h3>`;
const line = (...parts: (string | null | undefined)[]) => paragraph(parts.filter(Boolean).join(' · '));

export const requestPath = (id: number | string) => `/requests/${encodeURIComponent(String(id))}`;
export const meetupPath = (code: string) => `/meetups/${encodeURIComponent(code)}`;
export const commonsTypePath = (type: string) => `/commons/${encodeURIComponent(type)}`;
export const commonsPagePath = (type: string, slug: string) => `${commonsTypePath(type)}/${encodeURIComponent(slug)}`;
export const reportPath = (code: string) => `/summaries/reports/${encodeURIComponent(code)}`;
export const companyPath = (alias: string) => `/companies/${encodeURIComponent(alias)}`;

export const KIND_LABELS: Record<string, string> = {
  SITE: 'Clinical trial site',
  SERVICE: 'Clinical trial service',
  INNOVATION: 'Innovation',
};
export const STATUS_LABELS: Record<string, string> = {
  DRAFT: 'Draft',
  OPEN: 'Open',
  CLOSED: 'Closed',
  AWARDED: 'Awarded',
};

/** A challenge as its card shows it to a visitor: never the sponsor (the api withholds it from visitors too). */
export const challengeItem = (challenge: ChallengeDto): string =>
  [
    heading(challenge.headline),
    line(challenge.open ? 'Open' : 'Closed', ...challenge.therapeuticAreas.map((area) => area.name)),
    paragraphs(challenge.problemSummary),
    labelled('Prize or pilot', challenge.prize),
    labelled('How to apply', challenge.howToApply),
    paragraph(challenge.open ? `Closes ${formatDay(challenge.deadline)}` : 'Closed'),
    `<p>${link(requestPath(challenge.requestId), challenge.open ? 'View and apply' : 'View the request')}</p>`,
  ].join('');

function seatsText(meetup: MeetupDto): string {
  if (!meetup.registrationOpen) return `${meetup.capacity} seats`;
  if (meetup.seatsLeft === 0)
    return meetup.waitlistCount > 0
      ? `Full — join the waiting list (${meetup.waitlistCount} waiting)`
      : 'Full — join the waiting list';
  return `${meetup.seatsLeft} of ${meetup.capacity} ${meetup.capacity === 1 ? 'seat' : 'seats'} left`;
}

/** A meetup's facts: mode, seats, when (in its own zone), where; its page adds the description. */
export function meetupFacts(meetup: MeetupDto): string {
  const mode = meetup.venue && meetup.onlineUrl ? 'In person and online' : meetup.venue ? 'In person' : 'Online';
  return [
    line(mode, seatsText(meetup)),
    `<p><strong>When:</strong> <time datetime="${escapeHtml(meetup.startsAt)}">${escapeHtml(
      meetupWhen(meetup.startsAt, meetup.endsAt, meetup.timeZone),
    )}</time></p>`,
    meetup.venue ? labelled('Where', meetup.venue) : '',
    meetup.onlineUrl ? labelled('Online', meetup.onlineUrl) : '',
  ].join('');
}

export const meetupItem = (meetup: MeetupDto): string =>
  [heading(meetup.title, meetupPath(meetup.code)), meetupFacts(meetup), paragraphs(meetup.description)].join('');

export const commonsTypeItem = (type: CommonsTypeDto): string =>
  [
    heading(type.label, commonsTypePath(type.type)),
    paragraph(type.description),
    paragraph(`${type.count} ${type.count === 1 ? 'page' : 'pages'}`),
  ].join('');

/** A published page: title, summary, "author · company · published". */
export const commonsPageItem = (page: CommonsPageSummaryDto): string =>
  [
    heading(page.title, commonsPagePath(page.type, page.slug)),
    paragraph(page.summary),
    line(page.authorName, page.company.name, page.publishedAt ? formatDay(page.publishedAt) : null),
  ].join('');

/** An expert as the directory's card shows them: name, job title and company, headline, kinds (never the bio). */
export const expertItem = (expert: CommonsExpertDto): string =>
  [
    heading(expert.name),
    `<p>${expert.jobTitle ? `${escapeHtml(expert.jobTitle)}, ` : ''}${link(companyPath(expert.company.alias), expert.company.name)}</p>`,
    paragraph(expert.headline),
    line(...expert.kinds),
  ].join('');

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "1,001", "18.5 h", or the reports' withheld text. */
export const headlineText = (report: ReportSummaryDto): string =>
  report.headline === null
    ? 'Fewer than 3'
    : report.headlineUnit === 'HOURS'
      ? `${numberFormat.format(report.headline)} h`
      : numberFormat.format(report.headline);

export const reportItem = (report: ReportSummaryDto): string =>
  [
    heading(report.title, reportPath(report.code)),
    paragraph(report.description),
    labelled(report.headlineLabel, headlineText(report)),
  ].join('');

/** What a visitor reads of a request, its teaser: title, kind, status, deadline (docs/requests.md). */
export const requestFacts = (request: RequestSummaryDto): string =>
  line(
    KIND_LABELS[request.kind] ?? request.kind,
    STATUS_LABELS[request.status] ?? request.status,
    request.responseDeadline ? `Deadline ${formatDay(request.responseDeadline)}` : null,
  );

export const requestItem = (request: RequestSummaryDto): string =>
  heading(request.title, requestPath(request.id)) + requestFacts(request);

/** A company of the directory: name, type and place (as public search lists it). */
export function companyItem({ company }: SearchResultDto): string {
  return heading(company.name, companyPath(company.alias)) + line(company.role.name, place(company));
}
